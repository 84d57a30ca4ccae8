/** A plain object (not null, not an array): what stored drafts and error payloads are checked against. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
