import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (the OAuth tokens of linked accounts) are kept in the database sealed:
 * AES-256-GCM with a fresh 96-bit nonce each time, and the row they belong to as associated data, so a copy of
 * the database (a backup, a read replica, a leaked dump) holds no usable token, and a sealed value moved to
 * another row does not open.
 *
 * Stored form: `sealed:v1:<nonce>.<ciphertext>.<tag>`, each part base64url. A value without the prefix is
 * one stored before sealing and is read as it is; it is sealed when it is next written (a token refresh or a
 * new link). A sealed value that does not open (another key, or tampered with) reads as null: the account
 * must be linked again.
 *
 * The key is `SOCIAL_TOKEN_KEY` (32 bytes, base64) when set; otherwise it is derived from the session secret
 * with HKDF-SHA256, so a single instance needs no setting. Changing the session secret without setting the
 * key therefore asks every player to link their accounts again.
 */
export interface Sealer {
  seal(plain: string, context: string): string;
  /** The plain text, or null when the value is sealed but does not open with this key and context. */
  open(stored: string, context: string): string | null;
}

const PREFIX = 'sealed:v1:';
const KEY_INFO = 'w2e sealed text v1';

/** The sealing key: the configured one, or one derived from the session secret. */
export function sealingKey(configured: Buffer | undefined, sessionSecret: string): Buffer {
  if (configured) return configured;
  return Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), KEY_INFO, 32));
}

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('the sealing key must be 32 bytes');
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return `${PREFIX}${parts.join('.')}`;
    },
    open(stored, context) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [nonce, body, tag] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!nonce || !body || !tag || nonce.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
