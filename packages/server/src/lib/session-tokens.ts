import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AccessTokens } from '@w2e/core/contracts/session';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  userId: string;
  /** The user's token_version when the token was issued; a bump revokes it. */
  version: number;
}

export interface SessionTokens {
  issue(claims: SessionClaims): Promise<AccessTokens>;
  /** The claims of a valid token; null for a missing, malformed, tampered or expired one. */
  verify(token: string | undefined | null): Promise<SessionClaims | null>;
}

const ISSUER = 'w2e';
const AUDIENCE = 'w2e:session';

/** How many verified tokens are remembered (a few MB at most). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * HS256 session JWTs (jose). The claims are the minimum: who, and which token generation.
 *
 * A token whose signature checked out is remembered until it expires, so a busy client's every request does
 * not pay the HMAC again (it was a tenth of a task submission's CPU). Only the signature's verdict is kept:
 * whether the session is still good (the user exists, the token generation was not revoked) is read from the
 * database on every request, as before.
 */
export function createSessionTokens(secret: string, ttlDays: number): SessionTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, SessionClaims & { expiresAtMs: number }>();
  return {
    async issue({ userId, version }) {
      const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
      const token = await new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString() };
    },
    async verify(token) {
      if (!token) return null;
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return { userId: known.userId, version: known.version };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        if (typeof payload.exp === 'number') {
          // Oldest first out: a Map iterates in insertion order.
          if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
          verified.set(token, { userId: payload.sub, version: payload.ver, expiresAtMs: payload.exp * 1000 });
        }
        return { userId: payload.sub, version: payload.ver };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

/**
 * JWT_SECRET when configured; otherwise a secret generated once and kept in DATA_DIR, so sessions survive
 * restarts of the embedded setup. Several instances must share JWT_SECRET (see README).
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${generated}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return generated;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
