import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';

/**
 * Outside accounts a player links with OAuth2 so that social tasks can be checked against the real service
 * (Discord join; X follow, like, repost, reply and tweet; YouTube subscribe). One outside account belongs to one user, and a user has one per provider.
 */
export const SOCIAL_PROVIDERS = ['discord', 'x', 'youtube'] as const;
export const socialProviderSchema = lazySchema(() => z.enum(SOCIAL_PROVIDERS).meta({ id: 'SocialProvider' }));
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const socialProviderParamsSchema = lazySchema(() => z.object({ provider: socialProviderSchema }));

/** GET /users/social: every provider, whether this server can link it, and the user's linked account. */
export const socialAccountsSchema = lazySchema(() =>
  z
    .object({
      providers: z.array(
        z.object({
          provider: socialProviderSchema,
          configured: z.boolean().describe('false: no client credentials on this server, so linking is off'),
          account: z
            .object({
              id: z.string().describe("The account's id at the provider"),
              name: z.string(),
              linked_at: z.iso.datetime(),
            })
            .nullable(),
        }),
      ),
    })
    .meta({ id: 'SocialAccounts' }),
);
export type SocialAccounts = z.infer<typeof socialAccountsSchema>;

/** POST /users/social/{provider}/authorize: where to send the browser (state and PKCE challenge inside). */
export const socialAuthorizeSchema = lazySchema(() =>
  z.object({ url: z.url(), expires_at: z.iso.datetime() }).meta({ id: 'SocialAuthorize' }),
);
export type SocialAuthorize = z.infer<typeof socialAuthorizeSchema>;

/**
 * GET /users/social/{provider}/callback: what the provider sends back. Both are optional here so that a
 * cancelled or malformed return still lands on the profile with a clear toast rather than a bare 400 page.
 */
export const socialCallbackQuerySchema = lazySchema(() =>
  z.object({
    code: z.string().max(2048).optional(),
    state: z.string().max(256).optional(),
    error: z.string().max(256).optional(),
  }),
);

/**
 * The result flag of the redirect back to /profile (`?social=discord&social_result=…`), which the portal
 * turns into a toast (`social:result_<flag>`).
 */
export const SOCIAL_RESULTS = [
  'linked',
  'state',
  'code',
  'taken',
  'denied',
  'unavailable',
  'not_configured',
  /** The outside account has nothing to link (a Google account without a YouTube channel). */
  'no_account',
] as const;
export type SocialResult = (typeof SOCIAL_RESULTS)[number];
