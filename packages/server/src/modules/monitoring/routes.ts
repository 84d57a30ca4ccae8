import {
  MONITORING_BOTS as BOT_IDS,
  captchaSettingsPatchSchema,
  chatInsightsSchema,
  connectCodeSchema,
  insightsQuerySchema,
  inviteLinkSchema,
  memberEventListSchema,
  memberEventsQuerySchema,
  monitoringChatSchema,
  monitoringOverviewSchema,
  removalRequestSchema,
  removalSchema,
  seenMemberListSchema,
  seenMembersQuerySchema,
} from '@w2e/core/contracts/monitoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { serviceUnavailable, unauthorized } from '../../lib/errors';
import { responses, signedIn } from '../../plugins/responses';
import { requireUser } from '../users/access';
import type { MonitoringBots } from './bots';
import {
  adminChat,
  chatInsights,
  inviteLinkFor,
  membersCsv,
  seenMembers,
  startRemoval,
  undoRemoval,
} from './dashboard';
import { moderationRoutes } from './moderation-routes';
import { createConnectCode, listChatMemberEvents, monitoringOverview, updateChatSettings } from './service';

/** What a webhook call for a bot still starting is told to wait (Telegram also backs off on its own). */
const BOT_START_RETRY_SECONDS = 5;

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
        response: responses({ 200: z.object({ ok: z.literal(true) }) }, 401, 404, 503),
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
      // Not started yet (Telegram has not answered getMe): Telegram delivers the update again later.
      if (!bots.bots.has(id)) throw serviceUnavailable('errors:botStarting', BOT_START_RETRY_SECONDS);
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
        summary: 'Change a chat’s settings (its admins only)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        body: captchaSettingsPatchSchema,
        response: responses({ 200: monitoringChatSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      const chat = await adminChat(deps, bots, user, request.params.id);
      return updateChatSettings(deps, user, chat, request.body);
    },
  );

  app.get(
    '/monitoring/chats/:id/member-events',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'A chat’s joins, leaves and captcha outcomes, newest first (its admins only)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        querystring: memberEventsQuerySchema,
        response: responses({ 200: memberEventListSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const chat = await adminChat(deps, bots, await requireUser(deps, request), request.params.id);
      return listChatMemberEvents(deps, chat, request.query);
    },
  );

  const chatParams = z.object({ id: z.string() });

  app.get(
    '/monitoring/chats/:id/insights',
    {
      schema: {
        tags: ['monitoring'],
        summary:
          'A chat’s charts (joins, leaves, activity per day), top contributors, coverage, inactive count, real-humans ratio, referrals and mini-game points (its admins only)',
        ...signedIn,
        params: chatParams,
        querystring: insightsQuerySchema,
        response: responses({ 200: chatInsightsSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const chat = await adminChat(deps, bots, await requireUser(deps, request), request.params.id);
      return chatInsights(deps, bots, chat, request.query.days);
    },
  );

  app.get(
    '/monitoring/chats/:id/members',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'The members the bots have seen in a chat, or only the inactive ones (its admins only)',
        ...signedIn,
        params: chatParams,
        querystring: seenMembersQuerySchema,
        response: responses({ 200: seenMemberListSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const chat = await adminChat(deps, bots, await requireUser(deps, request), request.params.id);
      return seenMembers(deps, chat, request.query);
    },
  );

  app.get(
    '/monitoring/chats/:id/members.csv',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Every member seen, with their activity and credited referrals, as CSV (its admins only)',
        ...signedIn,
        params: chatParams,
        produces: ['text/csv'],
        response: responses({ 200: z.string() }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const chat = await adminChat(deps, bots, await requireUser(deps, request), request.params.id);
      const csv = await membersCsv(deps, chat);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="members-${chat.chatId}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/monitoring/chats/:id/removals',
    {
      schema: {
        tags: ['monitoring'],
        summary:
          'Remove the inactive members the admin confirmed, paced within Telegram’s limits, undoable for 24 hours (its admins only)',
        ...signedIn,
        params: chatParams,
        body: removalRequestSchema,
        response: responses({ 202: removalSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const chat = await adminChat(deps, bots, user, request.params.id);
      return reply.code(202).send(await startRemoval(deps, user, chat, request.body));
    },
  );

  app.post(
    '/monitoring/chats/:id/removals/:removalId/undo',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Undo a bulk removal within its window: the removed are unbanned so they can rejoin',
        ...signedIn,
        params: z.object({ id: z.string(), removalId: z.string() }),
        response: responses({ 200: removalSchema }, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const chat = await adminChat(deps, bots, await requireUser(deps, request), request.params.id);
      return undoRemoval(deps, chat, request.params.removalId);
    },
  );

  app.post(
    '/monitoring/chats/:id/invite-link',
    {
      schema: {
        tags: ['monitoring'],
        summary:
          'The signed-in Telegram user’s own invite link to a chat they are in (by the chat’s id or Telegram id), for the Mini App',
        ...signedIn,
        params: chatParams,
        response: responses({ 200: inviteLinkSchema }, 401, 403, 404, 409, 502),
      },
    },
    async (request) => inviteLinkFor(deps, bots, await requireUser(deps, request), request.params.id),
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

  await app.register(moderationRoutes, { deps, bots });
};
