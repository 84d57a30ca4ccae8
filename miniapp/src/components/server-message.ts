/**
 * The server's message for a refused request (already in the user's language), or the fallback. Read
 * without importing the HTTP client, so a screen that shows errors does not pull it into its chunk.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const body = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data;
  return typeof body?.message === 'string' ? body.message : fallback;
}
