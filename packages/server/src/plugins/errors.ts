import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@w2e/core/contracts/common';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { translateMessage } from '@w2e/core/validation/message';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { requestLanguage, translator } from '../lib/i18n';
import type { FieldIssue } from './validation';

/** Fastify's own client errors, in the caller's language. */
const FASTIFY_CLIENT_ERRORS: Record<string, TranslationKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors:payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors:unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors:badRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors:badRequest',
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors:badRequest',
};

function send(reply: FastifyReply, statusCode: number, body: Omit<ApiError, 'statusCode' | 'error'>) {
  const payload: ApiError = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', ...body };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(payload);
}

/**
 * One error shape for the whole API (contracts/common `apiErrorSchema`). 4xx messages are the catalogue's,
 * translated; a 5xx says only that something failed and logs the rest.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = translator(requestLanguage(request));

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const message = t(error.key, error.params);
      return send(reply, error.statusCode, {
        message,
        code: error.key,
        ...(error.field ? { errors: [{ path: error.field, message, code: error.key }] } : {}),
      });
    }

    if (error.code === 'FST_ERR_VALIDATION' && Array.isArray(error.validation)) {
      const issues = error.validation as unknown as FieldIssue[];
      // The first rule each field breaks, as the forms show it: "required" rather than also "too short".
      const seen = new Set<string>();
      const errors = issues
        .filter((issue) => !seen.has(issue.path) && seen.add(issue.path))
        .map((issue) => ({
          path: issue.path,
          message: translateMessage(t, issue.message),
          code: issue.message.split('|')[0] ?? issue.code,
        }));
      const first = errors[0];
      return send(reply, 400, {
        message: first?.message ?? t('errors:badRequest'),
        code: first?.code ?? 'errors:badRequest',
        errors,
      });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key =
        FASTIFY_CLIENT_ERRORS[error.code] ?? (status === 404 ? 'errors:notFound' : 'errors:badRequest');
      return send(reply, status, { message: t(key), code: key });
    }

    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, { message: t('errors:internal'), code: 'errors:internal' });
  });
}

/** An API path that matches no route. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const t = translator(requestLanguage(request));
  return send(reply, 404, { message: t('errors:notFound'), code: 'errors:notFound' });
}
