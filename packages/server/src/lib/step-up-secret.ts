import { hkdfSync } from 'node:crypto';

/** The key sign-in step-up challenges are signed with: derived from the session secret, so every instance has it. */
export function stepUpSecret(sessionSecret: string): string {
  return Buffer.from(
    hkdfSync('sha256', sessionSecret, Buffer.alloc(0), 'w2e sign-in step-up v1', 32),
  ).toString('base64url');
}
