import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * The `err` serializer of every log line. Logs must not carry what people sent: a failed query's error
 * holds its parameters (an email, a password hash) and the database's message quotes the value it refused
 * ('invalid input syntax … "someone@example.com"'). So a database error is logged by its SQL text (with
 * $1 placeholders, no values), SQLSTATE and the names it concerns; other errors keep their message with
 * addresses masked. Stacks keep their frames only, since their first line repeats the message.
 */
const DATABASE_NAMES = ['severity', 'routine', 'schema', 'table', 'column', 'constraint'] as const;
const NAME_ALIASES: Record<string, string> = {
  schema_name: 'schema',
  table_name: 'table',
  column_name: 'column',
  constraint_name: 'constraint',
};
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
const MAX_MESSAGE = 300;

type Loose = Record<string, unknown>;
/** What pino expects of an `err` serializer. */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  const lines = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return lines.slice(0, 15).join('\n');
}

/** A driver's error (postgres.js, PGlite): SQLSTATE codes are five characters, digits and capitals. */
function isDatabaseError(error: Loose): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

function databaseFields(error: Loose): Loose {
  const fields: Loose = { type: String(error.name ?? 'DatabaseError'), code: error.code };
  for (const [key, value] of Object.entries(error)) {
    const name = NAME_ALIASES[key] ?? key;
    if ((DATABASE_NAMES as readonly string[]).includes(name) && typeof value === 'string')
      fields[name] = value;
  }
  return fields;
}

export function serializeError(input: unknown, depth = 0): SerializedError {
  if (!input || typeof input !== 'object') {
    return { type: typeof input, message: String(input).replace(EMAIL, '[email]'), stack: '' };
  }
  const error = input as Loose;
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: 'query failed',
      query: error.query,
      cause: error.cause && depth < 3 ? serializeError(error.cause, depth + 1) : undefined,
      stack: frames(error.stack),
    };
  }
  if (isDatabaseError(error)) {
    return {
      ...databaseFields(error),
      type: String(error.name ?? 'DatabaseError'),
      message: '',
      stack: frames(error.stack),
    };
  }
  const message = typeof error.message === 'string' ? error.message : '';
  return {
    type: String(error.name ?? error.constructor?.name ?? 'Error'),
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    message: message.slice(0, MAX_MESSAGE).replace(EMAIL, '[email]'),
    ...(error.cause && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
    stack: frames(error.stack),
  };
}
