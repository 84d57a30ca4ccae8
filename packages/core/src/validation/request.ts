import type { z } from 'zod';
import { errorMap } from './error-map';
import { message } from './message';

/**
 * Control characters no request text may hold: C0 controls except tab, line feed and carriage return (which
 * multi-line text needs), DEL, and the C1 controls. NUL in particular can't be stored by PostgreSQL, and the
 * others are invisible in every place a value is shown (names in headers, subjects of mails, admin lists).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's purpose.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Deep enough for any contract; anything nested deeper is refused rather than walked. */
const MAX_DEPTH = 32;

/** The paths (keys included) of every string in `value` that holds a control character. */
export function findControlCharacters(value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string[], depth: number) => {
    if (typeof node === 'string') {
      if (hasControlCharacters(node)) found.push(path.join('.'));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (depth > MAX_DEPTH) {
      found.push(path.join('.'));
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      const at = [...path, key];
      if (hasControlCharacters(key)) found.push(at.join('.'));
      else walk(child, at, depth + 1);
    }
  };
  walk(value, [], 0);
  return found;
}

export interface RequestIssue {
  path: string;
  /** A rule message (an i18n key with its variables, see message.ts). */
  message: string;
  code: string;
}

export type RequestParseResult<T> = { success: true; data: T } | { success: false; issues: RequestIssue[] };

/**
 * Reads a request through its contract, as the API does for every body, query, path and header set: first
 * no control characters anywhere ("This field must not contain control characters", under each field that
 * has one), then the contract's own rules with the spec's messages.
 */
export function parseRequest<T extends z.ZodType>(
  schema: T,
  data: unknown,
  options: { controlCharacters?: 'refuse' | 'allow' } = {},
): RequestParseResult<z.output<T>> {
  const controlled = options.controlCharacters === 'allow' ? [] : findControlCharacters(data);
  if (controlled.length > 0) {
    return {
      success: false,
      issues: controlled.map((path) => ({
        path,
        message: message('validation:controlCharacters'),
        code: 'invalid_format',
      })),
    };
  }
  const result = schema.safeParse(data, { error: errorMap });
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
      code: issue.code,
    })),
  };
}
