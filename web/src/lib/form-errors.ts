import { errorBody } from '@w2e/core/api/http';
import { apiErrorSchema } from '@w2e/core/contracts/common';
import { translateMessage } from '@w2e/core/validation/message';
import { type FieldErrors, type FieldValues, get, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A field's rule message (an i18n key from core's schemas) in the reader's language. Dotted names reach into
 * lists ("leaderboards.1.order"); a list's own rule ("at least one") is read from the list's name.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation();
  return (name: Path<T>): string | undefined => {
    const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
    const raw = error?.message ?? error?.root?.message;
    return typeof raw === 'string' && raw ? translateMessage(t, raw) : undefined;
  };
}

/**
 * Puts a 400's per-field messages under the fields they belong to (the toast has already shown the first).
 * `fields` names them, or decides by path for lists ("tasks.0.invite_url").
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | ((path: string) => boolean),
): void {
  const body = apiErrorSchema.safeParse(errorBody(error));
  if (!body.success) return;
  const owns =
    typeof fields === 'function' ? fields : (path: string) => (fields as readonly string[]).includes(path);
  for (const issue of body.data.errors ?? []) {
    if (owns(issue.path)) {
      setError(issue.path as Path<T>, { type: 'server', message: issue.message });
    }
  }
}

/** Whether a 400/409 names a field `owns` shows (so the message goes under it, not in a toast). */
export function hasFieldErrors(error: unknown, owns: (path: string) => boolean): boolean {
  const body = apiErrorSchema.safeParse(errorBody(error));
  return body.success && (body.data.errors ?? []).some((issue) => owns(issue.path));
}

/** The server's message of a failed call (already in the reader's language), for showing it in place. */
export function serverErrorMessage(error: unknown): string | null {
  const body = apiErrorSchema.safeParse(errorBody(error));
  return body.success ? body.data.message : null;
}
