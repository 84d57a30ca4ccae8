import { errorMap } from '@w2e/core/validation/error-map';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

export interface FieldIssue {
  path: string;
  /** A rule message from core (an i18n key with variables), translated by the error handler. */
  message: string;
  code: string;
}

/**
 * Validates requests with the contracts' zod schemas and core's error map, so a refused field carries the
 * same rule message the forms show. Fastify turns the returned issues into a 400 (see the error handler).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: errorMap });
    if (result.success) return { value: result.data };
    const issues: FieldIssue[] = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
      code: issue.code,
    }));
    return { error: issues as unknown as Error };
  };
