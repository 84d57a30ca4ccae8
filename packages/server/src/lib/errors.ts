import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import type { MessageParams } from '@w2e/core/validation/message';
import type { RequestIssue } from '@w2e/core/validation/request';

/**
 * A failure the caller can act on. The message is an i18n key, translated into the caller's language by the
 * error handler; nothing internal ever reaches the response.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: TranslationKey,
    readonly params?: MessageParams,
    readonly headers?: Record<string, string>,
    /** The request field at fault, so a form can show the message under it. */
    readonly field?: string,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: TranslationKey, params?: MessageParams) => new AppError(400, key, params);
export const unauthorized = (key: TranslationKey = 'errors:unauthorized') => new AppError(401, key);
export const notFound = (key: TranslationKey = 'errors:notFound') => new AppError(404, key);
export const conflict = (key: TranslationKey, params?: MessageParams) => new AppError(409, key, params);
export const tooManyRequests = (key: TranslationKey, retryAfterSeconds: number, params?: MessageParams) =>
  new AppError(429, key, params, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/** 503 with Retry-After: nothing was done; a part this answer needs is not up yet (a bot still starting) or
 * the server is at capacity for this kind of work (the hashing line is full). */
export const serviceUnavailable = (key: TranslationKey, retryAfterSeconds: number) =>
  new AppError(503, key, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const forbidden = (key: TranslationKey) => new AppError(403, key);
/** A 400 about one field: the answer lists it in `errors` too, so the form shows it under that field. */
export const fieldError = (field: string, key: TranslationKey, status = 400) =>
  new AppError(status, key, undefined, undefined, field);

/**
 * A 400 listing several fields at once, shaped like a contract's own validation failure (the error handler
 * answers both the same way): for rules a service checks on merged state, such as publishing an event.
 */
export function invalid(issues: RequestIssue[]): Error {
  return Object.assign(new Error('validation failed'), {
    code: 'FST_ERR_VALIDATION',
    statusCode: 400,
    validation: issues,
  });
}
