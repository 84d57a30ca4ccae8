import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http';

let server: Server;
let baseURL: string;
const seen: { authorization?: string; language?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ authorization: req.headers.authorization, language: req.headers['accept-language'] });
    if (req.url === '/api/with-body') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 400, message: 'Clan is full' }));
    } else if (req.url === '/api/without-body') {
      res.writeHead(502).end();
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(token: string | null) {
  const toasts: string[] = [];
  const http = createHttpClient({
    baseURL,
    getToken: () => token,
    getLanguage: () => 'vi',
    notifyError: (message) => toasts.push(message),
    fallbackMessage: () => 'error when send request',
  });
  return { http, toasts };
}

describe('API client', () => {
  it('sends the bearer token and the language on every call', async () => {
    const { http } = client('abc.def.ghi');
    await http.get('ping');
    expect(seen.at(-1)).toEqual({ authorization: 'Bearer abc.def.ghi', language: 'vi' });
    const anonymous = client(null);
    await anonymous.http.get('ping');
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it("toasts the server's message when a failed response has a body", async () => {
    const { http, toasts } = client(null);
    await expect(http.get('with-body')).rejects.toThrow();
    expect(toasts).toEqual(['Clan is full']);
  });

  it('toasts "error when send request" when a failed response has no body, or none arrives', async () => {
    const { http, toasts } = client(null);
    await expect(http.get('without-body')).rejects.toThrow();
    const unreachable = createHttpClient({
      baseURL: 'http://127.0.0.1:9/api',
      getToken: () => null,
      notifyError: (m) => toasts.push(m),
      fallbackMessage: () => 'error when send request',
    });
    await expect(unreachable.get('x')).rejects.toThrow();
    expect(toasts).toEqual(['error when send request', 'error when send request']);
  });

  it('stays quiet for calls that show their own error', async () => {
    const { http, toasts } = client(null);
    await expect(http.get('with-body', { skipErrorToast: true })).rejects.toThrow();
    expect(toasts).toEqual([]);
  });
});
