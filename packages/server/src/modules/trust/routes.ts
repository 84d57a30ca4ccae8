import {
  eligibilitySchema,
  participantRiskPageSchema,
  riskClustersSchema,
  riskQuerySchema,
} from '@w2e/core/contracts/trust';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { currentUser, requireUser } from '../users/access';
import { eligibility, participantClusters, participantsRisk } from './service';

const byId = z.object({ id: z.string().max(200) });

export const trustRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/events/:id/participants/risk',
    {
      schema: {
        tags: ['trust'],
        summary:
          'The host’s view of each participant’s risk (low, medium, high), its score and its reasons, riskiest first; `level` filters; paged (`limit` 1-100, `offset`)',
        ...signedIn,
        params: byId,
        querystring: riskQuerySchema,
        response: responses({ 200: participantRiskPageSchema }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      participantsRisk(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.query,
        requestLanguage(request),
      ),
  );

  app.get(
    '/events/:id/participants/clusters',
    {
      schema: {
        tags: ['trust'],
        summary:
          'The host’s view of the groups of participants found: one address, one address range, one device, the same tasks in step, the same answers, a sign-up burst; each with its members',
        ...signedIn,
        params: byId,
        response: responses({ 200: riskClustersSchema }, 401, 403, 404),
      },
    },
    async (request) => participantClusters(deps, await requireUser(deps, request), request.params.id),
  );

  app.get(
    '/events/:slug/eligibility',
    {
      schema: {
        tags: ['trust'],
        summary:
          'The signed-in player against the event’s rules to win: `eligible`, every rule with its status, and the unmet ones. Tasks stay open either way.',
        ...signedIn,
        params: z.object({ slug: z.string().max(200) }),
        response: responses({ 200: eligibilitySchema }, 401, 403, 404),
      },
    },
    async (request) => eligibility(deps, await currentUser(deps, request), request.params.slug),
  );
};
