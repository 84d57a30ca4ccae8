import { publicConfigSchema } from '@w2e/core/contracts/config';
import { HOLD_NETWORK_KEYS } from '@w2e/core/tasks/networks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { networkConfigured } from '../../verifiers/chain';

/** GET /api/config: the deployment's public settings for the browser apps (no secrets). */
export const configRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public settings: which sign-in methods this deployment offers, where page views go',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      const { google, telegram, wallet } = deps.config;
      reply.header('cache-control', 'public, max-age=300');
      return {
        google_client_id: google.clientId ?? null,
        telegram_bot_username: telegram.botToken ? (telegram.botUsername ?? null) : null,
        telegram_login: telegram.botToken !== undefined,
        wallet_chain_ids: wallet.chainIds,
        analytics_id: deps.config.analyticsId ?? null,
        verify_networks: HOLD_NETWORK_KEYS.filter((key) => networkConfigured(deps.config, key)),
        platform_token: deps.config.platformToken
          ? {
              network: deps.config.platformToken.network,
              address: deps.config.platformToken.address,
              min_wei: deps.config.platformToken.minWei.toString(),
            }
          : null,
      };
    },
  );
};
