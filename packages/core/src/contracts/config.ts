import { z } from 'zod';
import { HOLD_NETWORK_KEYS, NETWORK_KEYS } from '../tasks/networks';
import { lazySchema } from '../validation/lazy-schema';

/**
 * GET /api/config: what the browser apps need to know about this deployment, and nothing secret. Sign-in
 * options appear only when the server is configured for them, so the portal never hard-codes a client id.
 */
export const publicConfigSchema = lazySchema(() =>
  z
    .object({
      /** Google Identity Services client id; null: no Google sign-in. */
      google_client_id: z.string().nullable(),
      /** The bot of the Telegram Login Widget; null: no Telegram sign-in on the web. */
      telegram_bot_username: z.string().nullable(),
      telegram_login: z.boolean(),
      /** Networks a wallet sign-in may name. */
      wallet_chain_ids: z.array(z.number().int()),
      /** A Google Analytics measurement id (`G-…`): page views go there instead of the server's own counter. */
      analytics_id: z.string().nullable(),
      /** Networks whose on-chain tasks this server can check (an RPC address is configured): the only ones a host may pick. */
      verify_networks: z.array(z.enum(HOLD_NETWORK_KEYS)),
      /**
       * The platform token this server checks holders of (PLATFORM_TOKEN_*); null: no badges, and premium events
       * and tasks are closed to players (the editor says so).
       */
      platform_token: z
        .object({ network: z.enum(NETWORK_KEYS), address: z.string(), min_wei: z.string() })
        .nullable(),
    })
    .meta({ id: 'PublicConfig' }),
);
export type PublicConfig = z.infer<typeof publicConfigSchema>;
