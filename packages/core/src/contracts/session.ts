import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';

/** What a sign-in hands back: the access tokens, and the spec's user info (section 3) they belong to. */

export const accessTokensSchema = lazySchema(() =>
  z
    .object({
      access_token: z.string().describe('JWT to send as `Authorization: Bearer <token>`'),
      token_type: z.literal('Bearer'),
      expires_at: z.iso.datetime(),
    })
    .meta({ id: 'AccessTokens' }),
);
export type AccessTokens = z.infer<typeof accessTokensSchema>;

/**
 * The session user (spec section 3, "User info"). `email` is the verified address; `email_unverify` the one
 * waiting for verification. `access_tokens` is filled by the sign-in calls and null elsewhere.
 */
export const userInfoSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      username: z.string().nullable(),
      email: z.string().nullable(),
      email_unverify: z.string().nullable(),
      name: z.string().nullable(),
      auth_metamask_wallet: z.string().nullable(),
      /**
       * The linked wallet holds the platform token (docs/verification.md): re-read from the chain at most once an
       * hour; false when the server checks no platform token.
       */
      token_holder: z.boolean(),
      access_tokens: accessTokensSchema.nullable(),
    })
    .meta({ id: 'UserInfo' }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What a sign-in returns: the user with a fresh token. */
export const loginResultSchema = lazySchema(() =>
  userInfoSchema.extend({ access_tokens: accessTokensSchema }).meta({ id: 'LoginResult' }),
);
export type LoginResult = z.infer<typeof loginResultSchema>;
