import {
  moderationLogEntrySchema,
  moderationLogQuerySchema,
  moderationLogSchema,
  moderationSettingsPatchSchema,
  moderationSettingsSchema,
} from '@w2e/core/contracts/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { responses, signedIn } from '../../plugins/responses';
import { requireUser } from '../users/access';
import type { MonitoringBots } from './bots';
import { adminChat } from './dashboard';
import {
  moderationLog,
  moderationSettingsOf,
  undoModeration,
  updateModerationSettings,
} from './moderation-dashboard';

/** A chat's moderation settings and log, for its Telegram admins only (as every per-chat route). */
export const moderationRoutes: FastifyPluginAsyncZod<{ deps: Deps; bots: MonitoringBots }> = async (
  app,
  { deps, bots },
) => {
  const params = z.object({ id: z.string() });

  app.get(
    '/monitoring/chats/:id/moderation',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'A chat’s moderation settings (its admins only)',
        ...signedIn,
        params,
        response: responses({ 200: moderationSettingsSchema }, 401, 403, 404),
      },
    },
    async (request) =>
      moderationSettingsOf(await adminChat(deps, bots, await requireUser(deps, request), request.params.id)),
  );

  app.patch(
    '/monitoring/chats/:id/moderation',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Change a chat’s moderation settings (its admins only)',
        ...signedIn,
        params,
        body: moderationSettingsPatchSchema,
        response: responses({ 200: moderationSettingsSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      const chat = await adminChat(deps, bots, user, request.params.id);
      return updateModerationSettings(deps, user, chat, request.body);
    },
  );

  app.get(
    '/monitoring/chats/:id/moderation/log',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Every moderation action the bots took in a chat, newest first (its admins only)',
        ...signedIn,
        params,
        querystring: moderationLogQuerySchema,
        response: responses({ 200: moderationLogSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const chat = await adminChat(deps, bots, await requireUser(deps, request), request.params.id);
      return moderationLog(deps, chat, request.query);
    },
  );

  app.post(
    '/monitoring/chats/:id/moderation/log/:actionId/undo',
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Undo one moderation action: a hold approves the member, a mute or a ban is lifted',
        ...signedIn,
        params: z.object({ id: z.string(), actionId: z.string().max(64) }),
        response: responses({ 200: moderationLogEntrySchema }, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      const chat = await adminChat(deps, bots, user, request.params.id);
      return undoModeration(deps, bots, user, chat, request.params.actionId);
    },
  );
};
