import {
  MONITORING_BOTS as BOT_IDS,
  captchaSettingsPatchSchema,
  connectCodeSchema,
  memberEventListSchema,
  memberEventsQuerySchema,
  monitoringChatSchema,
  monitoringOverviewSchema,
} from '@w2e/core/contracts/monitoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { unauthorized } from '../../lib/errors';
import { responses } from '../../plugins/responses';
import { requireUser } from '../users/guards';
import type { MonitoringBots } from './bots';
import { createConnectCode, listChatMemberEvents, monitoringOverview, updateChatSettings } from './service';

const signedIn = { security: [{ bearer: [] }] };

export const monitoringRoutes: FastifyPluginAsyncZod<{ deps: Deps; bots: MonitoringBots }> = async (
  app,
  { deps, bots },
) => {
  app.post(
    '/telegram/webhook/:bot',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Telegram delivers the bots’ updates here (checked with X-Telegram-Bot-Api-Secret-Token)',
        params: z.object({ bot: z.enum(BOT_IDS) }),
        body: z.looseObject({ update_id: z.number().int() }),
        response: responses({ 200: z.object({ ok: z.literal(true) }) }, 401, 404),
      },
    },
    async (request) => {
      const id = request.params.bot;
      if (!bots.checkSecret(id, request.headers['x-telegram-bot-api-secret-token'] as string | undefined)) {
        request.log.warn(
          { bot: id, ip: request.ip },
          'telegram webhook call without the right secret refused',
        );
        throw unauthorized();
      }
      await bots.handle(id, request.body as unknown as Update);
      return { ok: true as const };
    },
  );

  app.get(
    '/monitoring',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'The bots’ add-to-group/channel links and the signed-in admin’s chats',
        ...signedIn,
        response: responses({ 200: monitoringOverviewSchema }, 401),
      },
    },
    async (request) => monitoringOverview(deps, bots, await requireUser(deps, request)),
  );

  app.patch(
    '/monitoring/chats/:id/settings',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Change a chat’s captcha settings (its owner only)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        body: captchaSettingsPatchSchema,
        response: responses({ 200: monitoringChatSchema }, 400, 401, 404),
      },
    },
    async (request) =>
      updateChatSettings(deps, await requireUser(deps, request), request.params.id, request.body),
  );

  app.get(
    '/monitoring/chats/:id/member-events',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'A chat’s joins, leaves and captcha outcomes, newest first (its owner only)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        querystring: memberEventsQuerySchema,
        response: responses({ 200: memberEventListSchema }, 400, 401, 404),
      },
    },
    async (request) =>
      listChatMemberEvents(deps, await requireUser(deps, request), request.params.id, request.query),
  );

  app.post(
    '/monitoring/connect-codes',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'A one-time code (30 minutes) to send a bot as /connect CODE',
        ...signedIn,
        response: responses({ 201: connectCodeSchema }, 401),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createConnectCode(deps, await requireUser(deps, request))),
  );
};
