import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { message } from './message';
import { isPlainText, noMarkup } from './rules';

/**
 * The account rules of spec section 5. Lengths the spec does not give are chosen here once: usernames 3-30
 * (long enough for Telegram-style handles, short enough for a header), passwords up to 128 (scrypt input is
 * bounded so a huge body cannot burn CPU).
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const REFERRAL_CODE_MAX = 32;

/**
 * Not `abort`: an aborting issue would stop object-level rules (such as "Passwords must match") from
 * running, and the forms want every problem at once. Readers show the first issue of each field.
 */
const required = { error: message('validation:required') } as const;

export const usernameSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, required)
    .min(USERNAME_MIN, { error: message('validation:minLength', { minLength: USERNAME_MIN }) })
    .max(USERNAME_MAX, { error: message('validation:maxLength', { maxLength: USERNAME_MAX }) })
    .regex(/^[A-Za-z0-9_]+$/, { error: message('validation:username') }),
);

/**
 * Names that would let someone pass for the platform's staff or system in a header, a leaderboard or a
 * mail. Compared without letter case, underscores or trailing digits, so admin_1 and Admin are taken too.
 * Only new names are checked: an account that already has one (the demo operator) keeps it.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'root',
  'superuser',
  'sysadmin',
  'system',
  'support',
  'helpdesk',
  'help',
  'operator',
  'moderator',
  'mod',
  'staff',
  'official',
  'security',
  'abuse',
  'postmaster',
  'webmaster',
  'hostmaster',
  'noreply',
  'w2e',
  'w2ehub',
  'api',
  'null',
  'undefined',
]);

export function isReservedUsername(username: string): boolean {
  const core = username.trim().toLowerCase().replaceAll('_', '').replace(/\d+$/, '');
  return RESERVED_USERNAMES.has(core);
}

/** A username someone is choosing now: the rules above, and not a reserved name. */
export const newUsernameSchema = lazySchema(() =>
  usernameSchema.refine((name) => !isReservedUsername(name), {
    error: message('validation:usernameReserved'),
  }),
);

const passwordRule = { error: message('validation:password') } as const;
export const passwordSchema = lazySchema(() =>
  z
    .string()
    .min(1, required)
    .min(PASSWORD_MIN, passwordRule)
    .max(PASSWORD_MAX, { error: message('validation:maxLength', { maxLength: PASSWORD_MAX }) })
    .regex(/[A-Z]/, passwordRule)
    .regex(/[a-z]/, passwordRule)
    .regex(/[0-9]/, passwordRule)
    .regex(/[^A-Za-z0-9]/, passwordRule),
);

/** Emails are compared and stored lower-cased: one mailbox, one account. */
export const emailSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(EMAIL_MAX, { error: message('validation:maxLength', { maxLength: EMAIL_MAX }) })
    .regex(z.regexes.email, { error: message('validation:email') })
    .toLowerCase(),
);

export const fullNameSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(FULL_NAME_MAX, { error: message('validation:maxLength', { maxLength: FULL_NAME_MAX }) })
    .refine(isPlainText, noMarkup),
);

/** A referral code as typed; empty means none. */
export const optionalReferralCodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .max(REFERRAL_CODE_MAX, { error: message('validation:maxLength', { maxLength: REFERRAL_CODE_MAX }) })
    .regex(/^[A-Za-z0-9]*$/, { error: message('validation:referralCode') }),
);

export const referralCodeSchema = lazySchema(() => optionalReferralCodeSchema.min(1, required));
