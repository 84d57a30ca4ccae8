import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadEventExport, ExportError, type ExportProgress } from './leaderboards';

let server: Server;
let baseURL: string;
const seen: { authorization?: string; language?: string }[] = [];
const HEADER = 'rank,player,username\n';
const row = (n: number) => `${n},Player ${n},p${n}\n`;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ authorization: req.headers.authorization, language: req.headers['accept-language'] });
    if (req.url === '/api/events/e1/export.csv') {
      // 300 rows in three chunks written apart, as the server's batches arrive.
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="summer-cup-participants.csv"',
        'x-export-rows': '300',
      });
      let sent = 0;
      const next = () => {
        let chunk = sent === 0 ? HEADER : '';
        for (let i = 0; i < 100; i++) chunk += row(++sent);
        res.write(chunk);
        if (sent < 300) setTimeout(next, 20);
        else res.end();
      };
      next();
    } else if (req.url === '/api/events/e2/export.csv') {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 403, message: 'Only the event’s host can do this' }));
    } else if (req.url === '/api/events/broken/export.csv') {
      res.writeHead(200, { 'content-type': 'text/csv', 'x-export-rows': '1000' });
      res.write(HEADER + row(1));
      setTimeout(() => res.destroy(), 30);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the streamed export', () => {
  it('sends the token, reports rows as they arrive against x-export-rows, and keeps the whole file', async () => {
    const progress: ExportProgress[] = [];
    const result = await downloadEventExport({
      baseURL,
      eventId: 'e1',
      token: 'abc.def.ghi',
      language: 'vi',
      onProgress: (p) => progress.push(p),
    });
    expect(seen.at(-1)).toEqual({ authorization: 'Bearer abc.def.ghi', language: 'vi' });
    expect(result.rows).toBe(300);
    expect(result.filename).toBe('summer-cup-participants.csv');
    const text = await result.blob.text();
    expect(text.startsWith(`${HEADER}1,Player 1,p1\n`)).toBe(true);
    expect(text.endsWith(row(300))).toBe(true);
    expect(progress[0]).toEqual({ rows: 0, bytes: 0, total: 300 });
    expect(progress.at(-1)).toEqual({ rows: 300, bytes: text.length, total: 300 });
    // Seen part-way, never going back.
    expect(progress.some((p) => p.rows > 0 && p.rows < 300)).toBe(true);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]!.rows).toBeGreaterThanOrEqual(progress[i - 1]!.rows);
  });

  it('says a refusal with the server’s message and status', async () => {
    const refused = await downloadEventExport({ baseURL, eventId: 'e2', token: 't' }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ExportError);
    expect(refused).toMatchObject({ status: 403, message: 'Only the event’s host can do this' });
  });

  it('fails, rather than saving part of the list, when the connection breaks off', async () => {
    const broken = await downloadEventExport({ baseURL, eventId: 'broken', token: 't' }).catch(
      (e: unknown) => e,
    );
    expect(broken).toBeInstanceOf(ExportError);
    expect(broken).toMatchObject({ status: 0 });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pending = downloadEventExport({
      baseURL,
      eventId: 'e1',
      token: 't',
      signal: controller.signal,
      onProgress: (p) => {
        if (p.rows >= 100) controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
