import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestApp, newRegistration, type TestApp } from '../support/helpers';

/**
 * Behind a load balancer that appends the client's address to X-Forwarded-For, the per-address limits must
 * count that address, not whatever the client wrote to the left of it.
 */
const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

async function appTrusting(value: string) {
  const t = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy });
  opened.push(t);
  return t;
}

describe('TRUST_PROXY', () => {
  it('reads off, a hop count, or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    for (const bad of ['10.0.0.0/33', 'proxy.example', '1.2.3', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });

  it.each([
    ['a hop count', '1'],
    ['a trusted range', '127.0.0.0/8'],
  ])(
    'with %s, rotating the leftmost X-Forwarded-For entry does not escape the registration limit',
    async (_name, value) => {
      const t = await appTrusting(value);
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register-via-username',
          payload: newRegistration(),
          // What the balancer (at 127.0.0.1) sends: the client's own header, then the address it saw.
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` },
        });
        codes.push(response.statusCode);
      }
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
      expect(codes[20]).toBe(429);
    },
  );

  it('counts the address the proxy saw', async () => {
    const t = await appTrusting('1');
    t.app.get('/whoami', async (request) => ({ ip: request.ip }));
    const response = await t.app.inject({
      url: '/whoami',
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.7' });
  });
});
