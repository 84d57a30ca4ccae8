import { pageViewBodySchema, pageViewsQuerySchema, pageViewsSchema } from '@w2e/core/contracts/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { responses } from '../../plugins/responses';
import { requireUser } from '../users/access';
import { pageViewCounts, recordPageView } from './service';

/** The portal's own page-view counter (used unless ANALYTICS_ID sends views to a third party). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/analytics/page-views',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Count one page view (path, referring site, language; nothing personal)',
        body: pageViewBodySchema,
        response: responses({ 204: z.null() }, 400, 429),
      },
    },
    async (request, reply) => {
      await recordPageView(deps, request.ip, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/analytics/page-views',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Page views per path and UTC day (platform operators)',
        security: [{ bearer: [] }],
        querystring: pageViewsQuerySchema,
        response: responses({ 200: pageViewsSchema }, 400, 401, 403),
      },
    },
    async (request) => pageViewCounts(deps, await requireUser(deps, request), request.query),
  );
};
