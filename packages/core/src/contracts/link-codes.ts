import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';

/** POST /users/link-codes: a one-time code for joining a Mini App (Telegram) account to this web account. */
export const linkCodeSchema = lazySchema(() =>
  z
    .object({
      code: z.string().describe('8 letters and digits, without look-alike characters'),
      expires_at: z.iso.datetime(),
    })
    .meta({ id: 'LinkCode' }),
);
export type LinkCode = z.infer<typeof linkCodeSchema>;

/** POST /users/link-codes/redeem: the code as typed in the Mini App (case and spaces do not matter). */
export const redeemLinkCodeBodySchema = lazySchema(() =>
  z
    .object({
      code: z
        .string()
        .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
        .pipe(z.string().regex(/^[A-Z0-9]{8}$/, { error: message('miniapp:linkCodeFormat') })),
    })
    .meta({ id: 'RedeemLinkCodeBody' }),
);
export type RedeemLinkCodeBody = z.infer<typeof redeemLinkCodeBodySchema>;
