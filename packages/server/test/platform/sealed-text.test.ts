import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createSealer, sealingKey } from '../../src/lib/sealed-text';

describe('sealed text', () => {
  const key = randomBytes(32);
  const sealer = createSealer(key);

  it('seals with a fresh nonce each time and opens only with the same key and context', () => {
    const a = sealer.seal('token-123', 'social:x:1');
    const b = sealer.seal('token-123', 'social:x:1');
    expect(a).toMatch(/^sealed:v1:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('token-123');
    expect(sealer.open(a, 'social:x:1')).toBe('token-123');
    expect(sealer.open(b, 'social:x:1')).toBe('token-123');
    expect(sealer.open(a, 'social:x:2')).toBeNull();
    expect(createSealer(randomBytes(32)).open(a, 'social:x:1')).toBeNull();
  });

  it('reads a value stored before sealing as it is, and a tampered or cut one as null', () => {
    expect(sealer.open('plain-old-token', 'social:x:1')).toBe('plain-old-token');
    const sealed = sealer.seal('token-123', 'ctx');
    const [nonce, body, tag] = sealed.slice('sealed:v1:'.length).split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(sealer.open(`sealed:v1:${nonce}.${flipped.toString('base64url')}.${tag}`, 'ctx')).toBeNull();
    expect(sealer.open(`sealed:v1:${nonce}.${body}`, 'ctx')).toBeNull();
    expect(sealer.open('sealed:v1:', 'ctx')).toBeNull();
  });

  it('uses the configured key, or one derived from the session secret', () => {
    expect(sealingKey(key, 'a'.repeat(32))).toBe(key);
    const derived = sealingKey(undefined, 'a'.repeat(32));
    expect(derived).toHaveLength(32);
    expect(sealingKey(undefined, 'a'.repeat(32)).equals(derived)).toBe(true);
    expect(sealingKey(undefined, 'b'.repeat(32)).equals(derived)).toBe(false);
    expect(() => createSealer(randomBytes(16))).toThrow('32 bytes');
  });

  it('takes SOCIAL_TOKEN_KEY as 32 bytes of base64 and refuses anything else', () => {
    const base64 = key.toString('base64');
    expect(loadConfig({ SOCIAL_TOKEN_KEY: base64 }).socialTokenKey?.equals(key)).toBe(true);
    expect(loadConfig({}).socialTokenKey).toBeUndefined();
    expect(() => loadConfig({ SOCIAL_TOKEN_KEY: randomBytes(16).toString('base64') })).toThrow(
      /SOCIAL_TOKEN_KEY.*32 bytes/,
    );
  });
});
