import { randomInt } from 'node:crypto';

/** No 0/O or 1/I/L: codes are read aloud and typed from screenshots. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A fresh code of letters and digits (spec: referral codes are letters and numbers only). */
export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
