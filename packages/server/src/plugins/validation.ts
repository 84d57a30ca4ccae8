import { parseRequest } from '@w2e/core/validation/request';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

export type { RequestIssue as FieldIssue } from '@w2e/core/validation/request';

/**
 * Validates requests with the contracts' zod schemas through core's `parseRequest`: control characters are
 * refused in every body, query, path and header set, then each rule fails with the same message the forms
 * show. Fastify turns the returned issues into a 400 (see the error handler).
 */
function parseContractOnly(schema: z.ZodType, data: unknown) {
  return parseRequest(schema, data, { controlCharacters: 'allow' });
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // Headers are decoded as latin1, so any UTF-8 text in one (a user agent) reads as C1 controls; Node's
    // parser already refuses NUL, CR and LF there, and the headers a contract names have strict formats.
    const result = httpPart === 'headers' ? parseContractOnly(schema, data) : parseRequest(schema, data);
    if (result.success) return { value: result.data };
    return { error: result.issues as unknown as Error };
  };
