import { z } from 'zod';
import {
  emailSchema,
  fullNameSchema,
  newUsernameSchema,
  optionalReferralCodeSchema,
  PASSWORD_MAX,
  passwordSchema,
} from '../validation/account';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';

const requiredText = lazySchema(() => z.string().min(1, { error: message('validation:required') }));

/** POST auth/register-via-username (spec section 7). An empty referral_code means none. */
export const registerViaUsernameBodySchema = lazySchema(() =>
  z
    .object({
      email: emailSchema,
      full_name: fullNameSchema,
      username: newUsernameSchema,
      referral_code: optionalReferralCodeSchema.optional(),
      password: passwordSchema,
    })
    .meta({ id: 'RegisterViaUsernameBody' }),
);
export type RegisterViaUsernameBody = z.infer<typeof registerViaUsernameBodySchema>;

/** "Passwords must match", for every form that asks for a new password twice. */
const passwordsMatch = {
  path: ['confirm_password'],
  error: message('validation:passwordsMatch'),
  // Checked even while other fields are still wrong, so every problem shows at once.
  when: ({ value }: { value: unknown }) => {
    const form = value as { password?: unknown; confirm_password?: unknown };
    return (
      typeof form.password === 'string' &&
      typeof form.confirm_password === 'string' &&
      form.confirm_password !== ''
    );
  },
};

/** The registration form adds the confirmation the spec's "Passwords must match" checks. */
export const registerFormSchema = lazySchema(() =>
  registerViaUsernameBodySchema
    .extend({ confirm_password: requiredText })
    .refine((form) => form.password === form.confirm_password, passwordsMatch),
);
export type RegisterForm = z.infer<typeof registerFormSchema>;

/**
 * POST auth/login-via-username. Only presence is checked: the rules apply when a password is chosen.
 * `step_up` is the solved sign-in challenge, sent when the server answered `errors:stepUpRequired`.
 */
export const loginViaUsernameBodySchema = lazySchema(() =>
  z
    .object({
      username: requiredText.max(100),
      password: requiredText.max(200),
      step_up: z
        .string()
        .max(8192)
        .optional()
        .describe(
          'base64 of the solved challenge of POST /api/auth/sign-in-challenge ({ challenge, solution })',
        ),
    })
    .meta({ id: 'LoginViaUsernameBody' }),
);
export type LoginViaUsernameBody = z.infer<typeof loginViaUsernameBodySchema>;

const token = lazySchema(() => requiredText.max(4096));

/**
 * Wallet sign-in (spec section 7): the signed EIP-4361 message travels in headers, base64url-encoded because
 * a header can't hold its line breaks. Names are lower-case, as HTTP/2 and Fastify see them.
 */
export const WALLET_HEADERS = {
  /** base64url (RFC 4648 §5, no padding) of the exact UTF-8 text the wallet signed. */
  message: 'x-wallet-message',
  /** The `personal_sign` signature, 0x-prefixed hex. */
  signature: 'x-wallet-signature',
  /** The signing address; must equal the message's address. */
  address: 'x-wallet-address',
} as const;

/** Other headers (Authorization, Accept-Language) pass through untouched. */
export const walletHeadersSchema = lazySchema(() =>
  z.looseObject({
    [WALLET_HEADERS.message]: z
      .string()
      .min(1)
      .max(8192)
      .regex(/^[A-Za-z0-9_-]+$/)
      .describe('base64url of the EIP-4361 message the wallet signed'),
    [WALLET_HEADERS.signature]: z
      .string()
      .regex(/^0x[0-9a-fA-F]+$/)
      .max(2048)
      .describe('the signature, 0x-prefixed hex'),
    [WALLET_HEADERS.address]: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/)
      .describe('the signing wallet address'),
  }),
);
export type WalletHeaders = z.infer<typeof walletHeadersSchema>;

/**
 * POST auth/sign-in-challenge: a proof-of-work challenge (ALTCHA v2, SHA-256): find the counter whose
 * SHA-256(salt + counter) starts with `parameters.key_prefix`; the server signed it and checks the answer.
 */
export const signInChallengeSchema = lazySchema(() =>
  z
    .object({
      parameters: z.looseObject({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().optional(),
      }),
      signature: z.string(),
    })
    .meta({ id: 'SignInChallenge' }),
);
export type SignInChallenge = z.infer<typeof signInChallengeSchema>;

/** POST auth/wallet-nonce: the address that will sign; the nonce works for it alone. */
export const walletNonceBodySchema = lazySchema(() =>
  z
    .object({
      address: z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/)
        .describe('the wallet address that will sign the message'),
    })
    .meta({ id: 'WalletNonceBody' }),
);
export type WalletNonceBody = z.infer<typeof walletNonceBodySchema>;

/** POST auth/wallet-nonce: what the portal needs to build the EIP-4361 message. */
export const walletNonceSchema = lazySchema(() =>
  z
    .object({
      nonce: z.string(),
      /** The host the message must name (from the server's PUBLIC_URL). */
      domain: z.string(),
      uri: z.string(),
      /** Networks a message may name; the wallet's current one is used when it is in the list. */
      chain_ids: z.array(z.number().int()),
      issued_at: z.iso.datetime(),
      /** The message must expire no later than this; the nonce is refused after it. */
      expires_at: z.iso.datetime(),
    })
    .meta({ id: 'WalletNonce' }),
);
export type WalletNonce = z.infer<typeof walletNonceSchema>;

/** POST auth/login-via-google and POST /users/link-google: a Google ID token (Google Identity Services). */
export const googleTokenBodySchema = lazySchema(() => z.object({ token }).meta({ id: 'GoogleTokenBody' }));
export type GoogleTokenBody = z.infer<typeof googleTokenBodySchema>;

/** The Telegram Login Widget's callback data, as the widget hands it over. */
export const telegramWidgetDataSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    first_name: z.string().max(256),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.string().max(2048).optional(),
    auth_date: z.number().int().positive(),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);
export type TelegramWidgetData = z.infer<typeof telegramWidgetDataSchema>;

/**
 * POST auth/login-via-telegram-bot (the spec leaves the body open): either the Mini App's raw init data
 * (`Telegram.WebApp.initData`, the query string exactly as received) or the Login Widget's data. The server
 * checks Telegram's hash for each, with the scheme that kind uses.
 */
export const loginViaTelegramBodySchema = lazySchema(() =>
  z
    .union([
      z.object({ init_data: z.string().min(1).max(8192) }).strict(),
      z.object({ login_widget: telegramWidgetDataSchema }).strict(),
    ])
    .meta({ id: 'LoginViaTelegramBody' }),
);
export type LoginViaTelegramBody = z.infer<typeof loginViaTelegramBodySchema>;

/** Bodies that carry one token: IFO sign-in and every link from a mail. */
export const tokenBodySchema = lazySchema(() => z.object({ token }).meta({ id: 'TokenBody' }));
export type TokenBody = z.infer<typeof tokenBodySchema>;

/** POST auth/forgot-password. */
export const forgotPasswordBodySchema = lazySchema(() =>
  z.object({ email: emailSchema }).meta({ id: 'ForgotPasswordBody' }),
);
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST auth/change-password: the token from the reset mail and the new password. */
export const changePasswordBodySchema = lazySchema(() =>
  z.object({ token, password: passwordSchema }).meta({ id: 'ChangePasswordBody' }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The new-password form (reset by mail, or while signed in): password twice. */
export const newPasswordFormSchema = lazySchema(() =>
  z
    .object({ password: passwordSchema, confirm_password: requiredText })
    .refine((form) => form.password === form.confirm_password, passwordsMatch),
);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** POST auth/change-new-email: the token from the old address's mail and the new address. */
export const changeNewEmailBodySchema = lazySchema(() =>
  z.object({ email: emailSchema, token }).meta({ id: 'ChangeNewEmailBody' }),
);
export type ChangeNewEmailBody = z.infer<typeof changeNewEmailBodySchema>;

/** POST /auth/verify-old-email-token: the old address is proven; the change may go on to this address. */
export const verifyOldEmailResultSchema = lazySchema(() =>
  z.object({ message: z.string(), new_email: z.string() }).meta({ id: 'VerifyOldEmailResult' }),
);
export type VerifyOldEmailResult = z.infer<typeof verifyOldEmailResultSchema>;

/** The same headers where a signature is needed only sometimes (a game profile with a wallet). */
export const optionalWalletHeadersSchema = lazySchema(() => walletHeadersSchema.partial());

/** The signed-in change: the current password too (empty when the account has none yet). */
export const changeOwnPasswordFormSchema = lazySchema(() =>
  z
    .object({
      current_password: z.string().max(PASSWORD_MAX).optional(),
      password: passwordSchema,
      confirm_password: requiredText,
    })
    .refine((form) => form.password === form.confirm_password, passwordsMatch),
);
export type ChangeOwnPasswordForm = z.infer<typeof changeOwnPasswordFormSchema>;
