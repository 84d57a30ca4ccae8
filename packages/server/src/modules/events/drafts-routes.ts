import { eventTemplateListSchema, templateEventBodySchema } from '@w2e/core/contracts/event-templates';
import { eventResultSchema } from '@w2e/core/contracts/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { requireUser } from '../users/access';
import { duplicateEvent, eventFromTemplate, listTemplates } from './drafts';

const byId = z.object({ id: z.string().max(200) });

/** Drafts from a template or a copy of a host's own event (docs/events.md, "Templates and copies"). */
export const eventDraftsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/event-templates',
    {
      schema: {
        tags: ['events'],
        summary:
          'Ready campaigns a host starts from: tasks, scores, a leaderboard tier, texts in both languages',
        response: responses({ 200: eventTemplateListSchema }),
      },
    },
    async () => listTemplates(),
  );

  app.post(
    '/event-templates/:id/events',
    {
      schema: {
        tags: ['events'],
        summary: 'A draft of the template for a host the user manages, in the request’s language',
        ...signedIn,
        params: byId,
        body: templateEventBodySchema,
        response: responses({ 200: eventResultSchema }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      eventFromTemplate(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    '/events/:id/duplicate',
    {
      schema: {
        tags: ['events'],
        summary:
          'Copy the host’s own event as a new draft: same settings and tasks, new task ids, a free slug',
        ...signedIn,
        params: byId,
        response: responses({ 200: eventResultSchema }, 401, 404),
      },
    },
    async (request) =>
      duplicateEvent(deps, await requireUser(deps, request), request.params.id, requestLanguage(request)),
  );
};
