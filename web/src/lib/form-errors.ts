import { errorBody } from '@w2e/core/api/http';
import { apiErrorSchema } from '@w2e/core/contracts/common';
import { translateMessage } from '@w2e/core/validation/message';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A field's rule message (an i18n key from core's schemas) in the reader's language. */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation();
  return (name: Path<T>): string | undefined => {
    const raw = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return raw ? translateMessage(t, raw) : undefined;
  };
}

/** Puts a 400's per-field messages under the fields they belong to (the toast has already shown the first). */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const body = apiErrorSchema.safeParse(errorBody(error));
  if (!body.success) return;
  for (const issue of body.data.errors ?? []) {
    if ((fields as readonly string[]).includes(issue.path)) {
      setError(issue.path as Path<T>, { type: 'server', message: issue.message });
    }
  }
}
