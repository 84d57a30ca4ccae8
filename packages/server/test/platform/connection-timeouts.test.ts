import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../support/helpers';

/** Slow and idle connections are bounded: a sender that never finishes its headers, a socket that says nothing. */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    http: { headersTimeoutMs: 500, requestTimeoutMs: 5_000, keepAliveTimeoutMs: 500, idleTimeoutMs: 1_000 },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a raw connection; `closed` resolves with what the server wrote before it closed the socket. */
async function open(): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  const closed = new Promise<string>((resolve) => {
    socket.once('close', () => resolve(received));
  });
  socket.on('error', () => {});
  return { socket, closed };
}

describe('connection timeouts', () => {
  it('closes a slow-loris connection that keeps sending header lines and never ends them', async () => {
    const { socket, closed } = await open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    // A header line every 100 ms keeps the socket busy, so only the headers deadline can end it.
    let line = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${line++}: a\r\n`);
    }, 100);
    try {
      // 408 is the headers deadline's answer; the idle timeout would close without a word.
      expect(await closed).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes a connection that sends nothing, and an idle keep-alive connection after its answer', async () => {
    const silent = await open();
    await silent.closed;
    expect(silent.socket.destroyed).toBe(true);

    const kept = await open();
    kept.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const answer = await kept.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/keep-alive/i);
  });

  it('serves a normal request meanwhile', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('timeouts configuration', () => {
  it('has bounded defaults, and refuses a headers deadline longer than the request deadline', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 120_000,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  });
});
