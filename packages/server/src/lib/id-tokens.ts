import {
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyOptions,
  errors as joseErrors,
  jwtVerify,
} from 'jose';

/**
 * Verifiers for signed ID tokens from outside (Google, the IFO partner). Keys come from a JWKS URL (fetched
 * and cached by jose, refetched when a token names an unknown key id) or an HS256 secret. Every failure,
 * whatever its cause, is just "not valid": the caller answers with its own message.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function remoteKeys(url: string) {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, keys);
  }
  return keys;
}

export type KeySource = { jwksUrl: string } | { secret: string };

export async function verifyIdToken(
  token: string,
  source: KeySource,
  options: JWTVerifyOptions,
): Promise<JWTPayload | null> {
  try {
    const { payload } =
      'jwksUrl' in source
        ? await jwtVerify(token, remoteKeys(source.jwksUrl), {
            algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
            ...options,
          })
        : await jwtVerify(token, new TextEncoder().encode(source.secret), {
            algorithms: ['HS256'],
            ...options,
          });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
