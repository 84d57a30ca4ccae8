import { z } from 'zod';
import {
  emailSchema,
  fullNameSchema,
  PASSWORD_MAX,
  passwordSchema,
  REFERRAL_CODE_MAX,
  referralCodeSchema,
  usernameSchema,
} from '../validation/account';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { pageOf, pageQuerySchema } from './common';
import { accessTokensSchema } from './session';

/** POST users/referral: attach the signed-in user to the owner of this code. */
export const referralBodySchema = lazySchema(() =>
  z.object({ code: referralCodeSchema }).meta({ id: 'ReferralBody' }),
);
export type ReferralBody = z.infer<typeof referralBodySchema>;

/**
 * Spec section 4: an email is verified, unverified (given, not yet confirmed) or pending (a verified address
 * is being replaced by a new one that waits for confirmation). `none`: no address at all (wallet, Telegram).
 */
export const EMAIL_STATUSES = ['verified', 'unverified', 'pending', 'none'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * GET /users/profile (spec section 3, "User profile": username, email, full_name, referral_code, wallet
 * address), with what the profile page needs to show the email's state and the linked sign-in methods.
 */
export const profileSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      username: z.string().nullable(),
      /** The verified address. */
      email: z.string().nullable(),
      /** The address waiting for verification (after registration, or the new one during a change). */
      email_unverify: z.string().nullable(),
      email_status: z.enum(EMAIL_STATUSES),
      full_name: z.string().nullable(),
      referral_code: z.string(),
      wallet_address: z.string().nullable(),
      /** The TON wallet proven with ton_proof (raw form `0:<hex>`), linked from the Mini App. */
      ton_wallet_address: z.string().nullable(),
      /** Username of whoever referred this user, when they have one. */
      referred_by: z.string().nullable(),
      language: z.enum(['en', 'vi']),
      has_password: z.boolean(),
      google_linked: z.boolean(),
      telegram_linked: z.boolean(),
      /** The linked wallet holds the platform token (the badge; docs/verification.md). */
      token_holder: z.boolean(),
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'Profile' }),
);
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /users/profile: the fields a user edits directly. Email, referral code and wallet have their own
 * flows (a mail round trip, POST /users/profile/update-master-referral, a signature), so they are not here.
 */
export const updateProfileBodySchema = lazySchema(() =>
  z
    .object({
      username: usernameSchema.optional(),
      full_name: fullNameSchema.optional(),
      language: z.enum(['en', 'vi']).optional(),
    })
    .meta({ id: 'UpdateProfileBody' }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const updateProfileResultSchema = lazySchema(() =>
  z.object({ message: z.string(), profile: profileSchema }).meta({ id: 'UpdateProfileResult' }),
);
export type UpdateProfileResult = z.infer<typeof updateProfileResultSchema>;

/**
 * PUT /users/profile/change-password (the spec leaves the body open). `current_password` is required when the
 * account has a password; accounts made with a wallet, Google or Telegram set their first one without it.
 */
export const changeOwnPasswordBodySchema = lazySchema(() =>
  z
    .object({
      current_password: z.string().max(PASSWORD_MAX).optional(),
      password: passwordSchema,
    })
    .meta({ id: 'ChangeOwnPasswordBody' }),
);
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBodySchema>;

/** Every other session ends with a password change; this one continues with the fresh token. */
export const changeOwnPasswordResultSchema = lazySchema(() =>
  z
    .object({ message: z.string(), access_tokens: accessTokensSchema })
    .meta({ id: 'ChangeOwnPasswordResult' }),
);
export type ChangeOwnPasswordResult = z.infer<typeof changeOwnPasswordResultSchema>;

/** Spec section 9: referrals default page size 5. */
export const REFERRALS_PAGE_SIZE = 5;
export const referralsQuerySchema = lazySchema(() => pageQuerySchema(REFERRALS_PAGE_SIZE));

/** Someone who registered with the user's code. Only what the referrer may see: no email, no wallet. */
export const referralEntrySchema = lazySchema(() =>
  z
    .object({
      username: z.string().nullable(),
      name: z.string().nullable(),
      joined_at: z.iso.datetime(),
    })
    .meta({ id: 'ReferralEntry' }),
);
export type ReferralEntry = z.infer<typeof referralEntrySchema>;

export const referralListSchema = lazySchema(() => pageOf(referralEntrySchema).meta({ id: 'ReferralList' }));
export type ReferralList = z.infer<typeof referralListSchema>;

/** A code people choose is at least 4 characters: shorter ones are guessed or taken by accident. */
export const MASTER_REFERRAL_CODE_MIN = 4;

/** POST /users/profile/update-master-referral: the user picks their own code (letters and digits). */
export const updateMasterReferralBodySchema = lazySchema(() =>
  z
    .object({
      referral_code: referralCodeSchema
        .min(MASTER_REFERRAL_CODE_MIN, {
          error: message('validation:minLength', { minLength: MASTER_REFERRAL_CODE_MIN }),
        })
        .max(REFERRAL_CODE_MAX),
    })
    .meta({ id: 'UpdateMasterReferralBody' }),
);
export type UpdateMasterReferralBody = z.infer<typeof updateMasterReferralBodySchema>;

/**
 * POST /users/link-wallet (spec: signature, wallet_address, message_signature). `message_signature` is the
 * EIP-4361 message that was signed, as plain text (a JSON body carries its line breaks as they are).
 */
export const linkWalletBodySchema = lazySchema(() =>
  z
    .object({
      signature: z
        .string()
        .regex(/^0x[0-9a-fA-F]+$/)
        .max(2048),
      wallet_address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      message_signature: z.string().min(1).max(4096),
    })
    .meta({ id: 'LinkWalletBody' }),
);
export type LinkWalletBody = z.infer<typeof linkWalletBodySchema>;

/** POST /users/update-profile-email and POST /users/add-new-profile-email. */
export const emailBodySchema = lazySchema(() => z.object({ email: emailSchema }).meta({ id: 'EmailBody' }));
export type EmailBody = z.infer<typeof emailBodySchema>;

/**
 * A clan on a player's public profile: only public clans the player is an active member of (docs/clans.md:
 * a private clan admits by invitation or request, so the profile does not advertise it).
 */
export const publicUserClanSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    banner_url: z.string().nullable(),
    role: z.enum(['owner', 'admin', 'member']),
    joined_at: z.iso.datetime().nullable(),
  }),
);
export type PublicUserClan = z.infer<typeof publicUserClanSchema>;
/** The most clans a profile lists (the oldest memberships first). */
export const PUBLIC_USER_CLANS_MAX = 50;

/** GET users/username/{username}: what anyone may see of a player. */
export const publicUserSchema = lazySchema(() =>
  z
    .object({
      username: z.string(),
      name: z.string().nullable(),
      joined_at: z.iso.datetime(),
      clans: z.array(publicUserClanSchema),
      /** Holds the platform token (as last checked: a public page makes no outside call). */
      token_holder: z.boolean(),
    })
    .meta({ id: 'PublicUser' }),
);
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The profile form: empty username or name means "leave as is" for accounts that have none yet. */
export const profileFormSchema = lazySchema(() =>
  z.object({
    username: z.union([z.literal(''), usernameSchema]),
    full_name: z.union([z.literal(''), fullNameSchema]),
    language: z.enum(['en', 'vi']),
  }),
);
export type ProfileForm = z.infer<typeof profileFormSchema>;
