import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, errorBody, type HttpClientOptions, HttpError, isHttpError } from './http';
import { uploadImage } from './uploads';

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  language?: string;
  contentType?: string;
  body: string;
}

let server: Server;
let baseURL: string;
const seen: Seen[] = [];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    seen.push({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      language: req.headers['accept-language'],
      contentType: req.headers['content-type'],
      body,
    });
    if (req.url === '/api/with-body') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 400, message: 'Clan is full' }));
    } else if (req.url === '/api/without-body') {
      res.writeHead(502).end();
    } else if (req.url === '/api/slow') {
      setTimeout(() => res.writeHead(200).end('{}'), 1_000);
    } else if (req.url === '/api/csv') {
      res.writeHead(200, { 'content-type': 'text/csv' }).end('1,2\n');
    } else if (req.url === '/api/uploads') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ url: '/uploads/banner/a.png', kind: 'banner', content_type: 'image/png', size: 7 }),
      );
    } else {
      res.writeHead(200, { 'content-type': 'application/json', 'x-answer': 'yes' });
      res.end(JSON.stringify({ ok: true, echo: body ? JSON.parse(body) : null }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

function client(token: string | null, options: Partial<HttpClientOptions> = {}) {
  const toasts: string[] = [];
  const http = createHttpClient({
    baseURL,
    getToken: () => token,
    getLanguage: () => 'vi',
    notifyError: (message) => toasts.push(message),
    fallbackMessage: () => 'error when send request',
    ...options,
  });
  return { http, toasts };
}

/** The rejection of `promise`, which must reject. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isHttpError(outcome)) throw new Error(`expected an HttpError, got ${String(outcome)}`);
  return outcome;
}

describe('API client', () => {
  it('sends the bearer token and the language, read again on every call', async () => {
    let token: string | null = 'abc.def.ghi';
    let language = 'vi';
    const http = createHttpClient({
      baseURL,
      getToken: () => token,
      getLanguage: () => language,
      fallbackMessage: () => 'x',
    });
    await http.get('ping');
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer abc.def.ghi', language: 'vi' });
    token = null;
    language = 'en';
    await http.get('ping');
    expect(seen.at(-1)?.authorization).toBeUndefined();
    expect(seen.at(-1)?.language).toBe('en');
  });

  it('resolves the parsed body with the status and headers, and sends the query and a JSON body', async () => {
    const { http } = client(null);
    const answer = await http.post(
      'ping',
      { name: 'Ana' },
      { params: { limit: 5, q: 'a b', gone: undefined, none: null, tag: ['x', 'y'] } },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-answer')).toBe('yes');
    expect(answer.data).toEqual({ ok: true, echo: { name: 'Ana' } });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/ping?limit=5&q=a+b&tag=x&tag=y',
      contentType: 'application/json',
    });
  });

  it('sends a DELETE body given as `data`, and keeps text as text when asked', async () => {
    const { http } = client(null);
    const deleted = await http.delete('ping', { data: { gameId: 'g1' } });
    expect(deleted.data).toEqual({ ok: true, echo: { gameId: 'g1' } });
    expect(seen.at(-1)?.method).toBe('DELETE');
    const csv = await http.get('csv', { responseType: 'text' });
    expect(csv.data).toBe('1,2\n');
  });

  it('rejects a refusal with its status and body, and toasts the server message', async () => {
    const { http, toasts } = client(null);
    const error = await failure(http.get('with-body'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.response?.status).toBe(400);
    expect(error.response?.data).toEqual({ statusCode: 400, message: 'Clan is full' });
    expect(errorBody(error)).toEqual({ statusCode: 400, message: 'Clan is full' });
    expect(toasts).toEqual(['Clan is full']);
  });

  it('toasts "error when send request" when a failed response has no body, or none arrives', async () => {
    const { http, toasts } = client(null);
    const empty = await failure(http.get('without-body'));
    expect(empty.response?.status).toBe(502);
    const unreachable = createHttpClient({
      baseURL: 'http://127.0.0.1:9/api',
      getToken: () => null,
      notifyError: (m) => toasts.push(m),
      fallbackMessage: () => 'error when send request',
    });
    const network = await failure(unreachable.get('x'));
    expect(network.code).toBe('ERR_NETWORK');
    expect(network.response).toBeUndefined();
    expect(toasts).toEqual(['error when send request', 'error when send request']);
  });

  it('stays quiet for calls that show their own error', async () => {
    const { http, toasts } = client(null);
    const error = await failure(http.get('with-body', { skipErrorToast: true }));
    expect(error.response?.status).toBe(400);
    expect(toasts).toEqual([]);
  });

  it('gives up after the timeout, and toasts it; a cancelled call is not toasted', async () => {
    const { http, toasts } = client(null, { timeoutMs: 100 });
    // The stand-in answers after 1 s, on a timer of this same process that comes due after the client's 100 ms
    // one: an abort, not the answer, proves the timeout ended the call (no clock margin to miss on a busy machine).
    const late = await failure(http.get('slow'));
    expect(late.code).toBe('ECONNABORTED');
    expect(toasts).toEqual(['error when send request']);

    const controller = new AbortController();
    const pending = http.get('slow', { signal: controller.signal, timeout: 0 });
    controller.abort();
    expect((await failure(pending)).code).toBe('ERR_CANCELED');
    expect(toasts).toHaveLength(1);
  });

  it('posts FormData as multipart, with its own boundary', async () => {
    const { http } = client('t');
    const result = await uploadImage(http, 'banner', new Blob(['PNGDATA'], { type: 'image/png' }), 'a.png');
    expect(result.url).toBe('/uploads/banner/a.png');
    const sent = seen.at(-1);
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('name="kind"\r\n\r\nbanner');
    expect(sent?.body).toMatch(/name="file"; filename="a.png"\r\nContent-Type: image\/png\r\n\r\nPNGDATA/);
    expect(sent?.authorization).toBe('Bearer t');
  });

  it('goes through an injected transport, without a socket (the server-side render)', async () => {
    const requests: { url: string; headers: Headers; body: unknown }[] = [];
    const { http, toasts } = client('tok', {
      baseURL: '/api',
      transport: async (url, init) => {
        requests.push({ url, headers: new Headers(init.headers), body: init.body });
        return url.includes('missing')
          ? new Response('{"message":"Not found"}', { status: 404 })
          : new Response('{"id":1}', { status: 200 });
      },
    });
    expect((await http.get('events/a', { params: { limit: 1 } })).data).toEqual({ id: 1 });
    expect(requests[0]?.url).toBe('/api/events/a?limit=1');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    http.quiet = true;
    expect((await failure(http.get('missing'))).response?.status).toBe(404);
    expect(toasts).toEqual([]);
  });
});
