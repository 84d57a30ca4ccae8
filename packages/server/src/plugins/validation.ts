import { isRecord } from '@w2e/core/validation/is-record';
import { parseRequest } from '@w2e/core/validation/request';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

export type { RequestIssue as FieldIssue } from '@w2e/core/validation/request';

/**
 * Validates requests with the contracts' zod schemas through core's `parseRequest`: control characters are
 * refused in every body, query, path and header set, then each rule fails with the same message the forms
 * show. Fastify turns the returned issues into a 400 (see the error handler).
 */
function parseContractOnly(schema: z.ZodType, data: unknown) {
  return parseRequest(schema, data, { controlCharacters: 'allow' });
}

/** True when every value the schema accepts is an object with fields (not null, an array or a scalar). */
function acceptsOnlyRecords(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object':
      return true;
    case 'pipe':
      return acceptsOnlyRecords(def.in as z.ZodType);
    case 'union':
      return (def.options as z.ZodType[]).every(acceptsOnlyRecords);
    case 'intersection':
      return acceptsOnlyRecords(def.left as z.ZodType) || acceptsOnlyRecords(def.right as z.ZodType);
    default:
      return false;
  }
}

const record = z.object({});

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  // A JSON body may be null, an array or a scalar. The contracts' refinements (some run even when a field
  // already failed, to show every problem at once) read fields of the body, so such a body is refused here,
  // before any rule of the contract runs: one 400, "expected an object", for every route.
  const recordsOnly = httpPart === 'body' && acceptsOnlyRecords(schema);
  return (data) => {
    // Headers are decoded as latin1, so any UTF-8 text in one (a user agent) reads as C1 controls; Node's
    // parser already refuses NUL, CR and LF there, and the headers a contract names have strict formats.
    const result =
      httpPart === 'headers'
        ? parseContractOnly(schema, data)
        : parseRequest(recordsOnly && !isRecord(data) ? record : schema, data);
    if (result.success) return { value: result.data };
    return { error: result.issues as unknown as Error };
  };
};
