import {
  type EventLeaderboard,
  type EventLeaderboardQuery,
  type EventStatistics,
  eventLeaderboardSchema,
  eventStatisticsSchema,
  type PlatformLeaderboard,
  type PlatformLeaderboardQuery,
  type PlayerEvents,
  platformLeaderboardSchema,
  playerEventsSchema,
} from '../contracts/leaderboards';
import type { HttpClient } from './http';

/** GET /api/events/{slug}/leaderboard: a page of the board and the signed-in player's own row. */
export async function getEventLeaderboard(
  http: HttpClient,
  slug: string,
  query: EventLeaderboardQuery = {},
): Promise<EventLeaderboard> {
  const { data } = await http.get(`events/${encodeURIComponent(slug)}/leaderboard`, { params: query });
  return eventLeaderboardSchema.parse(data);
}

/** GET /api/users/{username}/events: the published events a player took part in, with their score. */
export async function getPlayerEvents(
  http: HttpClient,
  username: string,
  params: { limit?: number; offset?: number } = {},
): Promise<PlayerEvents> {
  const { data } = await http.get(`users/${encodeURIComponent(username)}/events`, { params });
  return playerEventsSchema.parse(data);
}

/** GET /api/events/{id}/statistics: the host's figures of their event (403 for anyone else). */
export async function getEventStatistics(http: HttpClient, id: string): Promise<EventStatistics> {
  const { data } = await http.get(`events/${encodeURIComponent(id)}/statistics`);
  return eventStatisticsSchema.parse(data);
}

/** How far a streamed export is: rows and bytes received, and the row count the server announced. */
export interface ExportProgress {
  rows: number;
  bytes: number;
  /** `x-export-rows`, or null when the server did not say. */
  total: number | null;
}

/** A refused or broken export: the server's message when it sent one, and the HTTP status (0: no answer). */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ExportError';
  }
}

export interface EventExport {
  blob: Blob;
  filename: string;
  rows: number;
}

const NEWLINE = 10;

/**
 * GET /api/events/{id}/export.csv with the bearer token, read as a stream so the caller can show progress:
 * `onProgress` after every chunk with the rows counted so far (newlines after the header row) against
 * `x-export-rows`. The file is kept as the chunks that arrived (a Blob), never as one string. fetch itself rather
 * than the app's client, which reads every answer whole.
 */
export async function downloadEventExport(options: {
  baseURL: string;
  eventId: string;
  token: string | null;
  language?: string;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
}): Promise<EventExport> {
  const headers: Record<string, string> = { accept: 'text/csv' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  const url = `${options.baseURL.replace(/\/$/, '')}/events/${encodeURIComponent(options.eventId)}/export.csv`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ExportError('', 0);
  }
  if (!response.ok) {
    let message = '';
    try {
      const body: unknown = await response.json();
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
        message = body.message;
    } catch {
      // no JSON body: the caller says it in its own words
    }
    throw new ExportError(message, response.status);
  }
  const announced = Number(response.headers.get('x-export-rows'));
  const total = response.headers.has('x-export-rows') && Number.isFinite(announced) ? announced : null;
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${options.eventId}-participants.csv`;
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  const rows = () => Math.max(0, lines - 1);
  options.onProgress?.({ rows: 0, bytes: 0, total });
  if (!response.body) {
    // No stream to read (an old browser): the whole body at once, progress only at the end.
    const blob = await response.blob();
    const text = await blob.text();
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === NEWLINE) lines += 1;
    options.onProgress?.({ rows: rows(), bytes: blob.size, total });
    return { blob, filename, rows: rows() };
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      for (const byte of value) if (byte === NEWLINE) lines += 1;
      options.onProgress?.({ rows: rows(), bytes, total });
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The connection broke off mid-file: what arrived is not the whole list.
    throw new ExportError('', 0);
  } finally {
    reader.releaseLock();
  }
  return { blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), filename, rows: rows() };
}

/** GET /api/users/leaderboards: the platform-wide ranking (spec section 7). */
export async function getLeaderboards(
  http: HttpClient,
  params: PlatformLeaderboardQuery = {},
): Promise<PlatformLeaderboard> {
  const { data } = await http.get('users/leaderboards', { params });
  return platformLeaderboardSchema.parse(data);
}
