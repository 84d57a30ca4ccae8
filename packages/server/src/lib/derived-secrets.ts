import { hkdfSync } from 'node:crypto';

/** A key for one purpose, derived from the session secret, so every instance has it and no two purposes share it. */
export function derivedSecret(sessionSecret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), purpose, 32)).toString('base64url');
}

/** The key sign-in step-up challenges are signed with. */
export const stepUpSecret = (sessionSecret: string) => derivedSecret(sessionSecret, 'w2e sign-in step-up v1');

/** The key the unsubscribe links of notification mails are signed with (modules/notifications/email.ts). */
export const unsubscribeSecret = (sessionSecret: string) =>
  derivedSecret(sessionSecret, 'w2e unsubscribe v1');

/** The key of the HMAC kept in place of client addresses and device ids (modules/trust), unless configured. */
export const trustHashKey = (sessionSecret: string) => derivedSecret(sessionSecret, 'w2e trust sightings v1');
