import { readdir } from 'node:fs/promises';
import { BYTES_PER_MEGABYTE } from '@w2e/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { GIF_IMAGE, JPEG_IMAGE, multipart, pngImage } from '../support/images';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await register(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

async function upload(kind: string, bytes: Buffer, name: string, type: string, auth = token) {
  const body = await multipart({ kind, file: { bytes, name, type } });
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...(auth ? bearer(auth) : {}) },
    payload: body.payload,
  });
}

async function storedFiles(): Promise<string[]> {
  const root = t.config.uploads.dir;
  const kinds = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(
    kinds.map(async (k) => (await readdir(`${root}/${k}`)).map((f) => `${k}/${f}`)),
  );
  return files.flat();
}

describe('uploads', () => {
  it('accepts real png, gif and jpeg files and serves them back with their type and long caching', async () => {
    const cases = [
      { bytes: pngImage(), name: 'logo.png', declared: 'image/png', type: 'image/png', ext: 'png' },
      // The name and declared type are ignored: the bytes decide.
      {
        bytes: GIF_IMAGE,
        name: 'anim.jpeg',
        declared: 'application/octet-stream',
        type: 'image/gif',
        ext: 'gif',
      },
      { bytes: JPEG_IMAGE, name: 'photo', declared: 'text/plain', type: 'image/jpeg', ext: 'jpg' },
    ];
    for (const c of cases) {
      const response = await upload('logo', c.bytes, c.name, c.declared);
      expect(response.statusCode, c.name).toBe(200);
      const result = response.json();
      expect(result).toMatchObject({ kind: 'logo', content_type: c.type, size: c.bytes.length });
      expect(result.url).toMatch(new RegExp(`^/uploads/logo/[0-9a-f-]{36}\\.${c.ext}$`));

      const served = await t.app.inject({ method: 'GET', url: result.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(c.type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(Buffer.compare(served.rawPayload, c.bytes)).toBe(0);
    }
  });

  it('refuses a text file named .png, and an oversize file with the size in the message, storing nothing', async () => {
    const before = await storedFiles();
    const text = await upload('logo', Buffer.from('just some text, honestly'), 'evil.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('This file type is not supported');

    const html = await upload('banner', Buffer.from('<svg onload="alert(1)"></svg>'), 'x.gif', 'image/gif');
    expect(html.statusCode).toBe(400);

    // A real PNG just over the logo limit (2 MB), fine as a banner (5 MB).
    const big = pngImage(2, 2, 2 * BYTES_PER_MEGABYTE);
    const tooBig = await upload('logo', big, 'big.png', 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('File size exceeds the maximum limit: 2 MB');
    const huge = await upload('banner', pngImage(2, 2, 6 * BYTES_PER_MEGABYTE), 'huge.png', 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('File size exceeds the maximum limit: 5 MB');

    const vi = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      ...(await (async () => {
        const body = await multipart({
          kind: 'logo',
          file: { bytes: big, name: 'b.png', type: 'image/png' },
        });
        return {
          headers: { ...body.headers, ...bearer(token), 'accept-language': 'vi' },
          payload: body.payload,
        };
      })()),
    });
    expect(vi.json().message).toBe('Kích thước tệp vượt quá giới hạn tối đa: 2 MB');
    expect(await storedFiles()).toEqual(before);

    expect((await upload('banner', big, 'big.png', 'image/png')).statusCode).toBe(200);
  });

  it('needs a signed-in user, a known kind and a file', async () => {
    expect((await upload('logo', pngImage(), 'a.png', 'image/png', '')).statusCode).toBe(401);
    const badKind = await upload('avatar', pngImage(), 'a.png', 'image/png');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().code).toBe('uploads:kindInvalid');
    const noFile = await multipart({ kind: 'logo' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...noFile.headers, ...bearer(token) },
      payload: noFile.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('uploads:fileMissing');
  });

  it('serves nothing for paths that are not stored uploads', async () => {
    for (const url of ['/uploads/logo/../../jwt-secret', '/uploads/logo/nothing.png', '/uploads/x/y.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
