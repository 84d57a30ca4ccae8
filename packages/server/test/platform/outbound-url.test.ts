import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOutboundUrl,
  isBlockedAddress,
  OutboundTimeout,
  parseAllowedHosts,
  postOutbound,
} from '../../src/lib/outbound-url';

/** A resolver answering what a test says, as a hostile or rebinding DNS server could. */
const dns =
  (answers: Record<string, string[]>) =>
  async (host: string): Promise<{ address: string; family: number }[]> => {
    const list = answers[host];
    if (!list) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('addresses a request from the server must not reach', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.255',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '198.18.0.1',
    '192.0.2.1',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '100::1',
    '2001::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '2002:0808:0808::1',
  ])('lets %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('checkOutboundUrl', () => {
  const policy = {
    allowedHosts: parseAllowedHosts(' Receiver.Test. '),
    resolve: dns({
      'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
      'mixed.example.com': ['93.184.216.34', '10.0.0.5'],
      'rebind.example.com': ['::ffff:169.254.169.254'],
      'metadata.example.com': ['fd00:ec2::254'],
      'receiver.test': ['127.0.0.1'],
    }),
  };

  it('accepts an https URL whose every address is public, and names the address to connect to', async () => {
    const checked = await checkOutboundUrl('https://hooks.example.com/w2e?x=1', policy);
    expect(checked).toMatchObject({
      ok: true,
      host: 'hooks.example.com',
      address: '93.184.216.34',
      family: 4,
    });
  });

  it.each([
    ['http://hooks.example.com/', 'not_https'],
    ['ftp://hooks.example.com/', 'not_https'],
    ['not a url', 'invalid'],
    ['https://user:pass@hooks.example.com/', 'invalid'],
    ['https://mixed.example.com/', 'blocked_address'],
    ['https://rebind.example.com/', 'blocked_address'],
    ['https://metadata.example.com/', 'blocked_address'],
    ['https://nowhere.example.com/', 'unresolved'],
    ['https://localhost/', 'blocked_address'],
    ['https://localhost./', 'blocked_address'],
    ['https://LOCALHOST.:8443/', 'blocked_address'],
    ['https://api.localhost/', 'blocked_address'],
    ['https://127.0.0.2/', 'blocked_address'],
    ['https://2130706433/', 'blocked_address'],
    ['https://0177.0.0.1/', 'blocked_address'],
    ['https://0x7f.1/', 'blocked_address'],
    ['https://017700000001/', 'blocked_address'],
    ['https://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['https://[::1]/', 'blocked_address'],
    ['https://[::ffff:127.0.0.1]/', 'blocked_address'],
    ['https://[::ffff:a9fe:a9fe]/', 'blocked_address'],
    ['https://[fd00:ec2::254]/', 'blocked_address'],
    ['https://[0:0:0:0:0:ffff:7f00:1]/', 'blocked_address'],
    ['https://0.0.0.0/', 'blocked_address'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect(await checkOutboundUrl(url, policy)).toEqual({ ok: false, reason });
  });

  it('lets the operator’s allowed hosts through, on http too, with or without a trailing dot', async () => {
    expect(await checkOutboundUrl('http://receiver.test:8080/hook', policy)).toMatchObject({
      ok: true,
      address: '127.0.0.1',
    });
    expect(await checkOutboundUrl('http://RECEIVER.test./hook', policy)).toMatchObject({ ok: true });
    const literal = { ...policy, allowedHosts: parseAllowedHosts('127.0.0.1,[::1]') };
    expect(await checkOutboundUrl('http://[::1]:9/hook', literal)).toMatchObject({ ok: true, family: 6 });
    // A decimal form of a listed literal is the same host.
    expect(await checkOutboundUrl('http://2130706433:9/hook', literal)).toMatchObject({ ok: true });
    // Only the listed ones: another loopback literal stays refused.
    expect(await checkOutboundUrl('http://127.0.0.2/hook', literal)).toEqual({
      ok: false,
      reason: 'not_https',
    });
    expect(await checkOutboundUrl('https://127.0.0.2/hook', literal)).toEqual({
      ok: false,
      reason: 'blocked_address',
    });
  });
});

describe('postOutbound', () => {
  let server: Server;
  let port: number;
  const seen: { host: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ host: request.headers.host, body });
        if (request.url === '/slow') return; // never answers
        response.writeHead(request.url === '/fail' ? 503 : 200, { 'content-type': 'application/json' });
        response.end('{"completed":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('connects to the checked address, whatever the name resolves to at send time', async () => {
    // The name resolves nowhere now (as if DNS had been switched after the check): the request still goes to
    // the address that was checked, never to a second answer.
    const target = {
      url: new URL(`http://receiver.invalid:${port}/hook`),
      host: 'receiver.invalid',
      address: '127.0.0.1',
      family: 4 as const,
    };
    const answer = await postOutbound(target, {
      headers: { 'x-test': '1' },
      body: '{"a":1}',
      timeoutMs: 5000,
    });
    expect(answer).toEqual({ status: 200, body: '{"completed":true}' });
    expect(seen.at(-1)).toEqual({ host: `receiver.invalid:${port}`, body: '{"a":1}' });
  });

  it('gives the answer code of a failing receiver and times out a silent one', async () => {
    const target = (path: string) => ({
      url: new URL(`http://127.0.0.1:${port}${path}`),
      host: '127.0.0.1',
      address: '127.0.0.1',
      family: 4 as const,
    });
    expect((await postOutbound(target('/fail'), { headers: {}, body: '{}', timeoutMs: 5000 })).status).toBe(
      503,
    );
    await expect(
      postOutbound(target('/slow'), { headers: {}, body: '{}', timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(OutboundTimeout);
  });
});
