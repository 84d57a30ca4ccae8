import {
  appealAnswerBodySchema,
  appealBodySchema,
  appealResultSchema,
  appealSchema,
  decisionBodySchema,
  decisionResultSchema,
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
import { answerAppeal, decideParticipant, fileAppeal, listAppeals } from './decisions';
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

  app.post(
    '/events/:id/participants/:userId/decision',
    {
      schema: {
        tags: ['trust'],
        summary:
          'The host leaves a participant out of the rewards (`exclude`) or keeps them in (`clear`), with a reason, until the list is frozen (409 after); the participant sees it',
        ...signedIn,
        params: z.object({ id: z.string().max(200), userId: z.uuid() }),
        body: decisionBodySchema,
        response: responses({ 200: decisionResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      decideParticipant(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.params.userId,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    '/events/:id/appeals',
    {
      schema: {
        tags: ['trust'],
        summary: 'A participant appeals (once per event, before the list is frozen): the host answers it',
        ...signedIn,
        params: byId,
        body: appealBodySchema,
        response: responses({ 200: appealResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      fileAppeal(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.get(
    '/events/:id/appeals',
    {
      schema: {
        tags: ['trust'],
        summary: 'The event’s appeals, open first (its hosts)',
        ...signedIn,
        params: byId,
        response: responses({ 200: z.object({ items: z.array(appealSchema) }) }, 401, 403, 404),
      },
    },
    async (request) => listAppeals(deps, await requireUser(deps, request), request.params.id),
  );

  app.post(
    '/appeals/:id/decision',
    {
      schema: {
        tags: ['trust'],
        summary:
          'The host answers an appeal once; accepting puts the player back in the rewards (refused once the list is frozen)',
        ...signedIn,
        params: z.object({ id: z.string().max(64) }),
        body: appealAnswerBodySchema,
        response: responses({ 200: appealResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      answerAppeal(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );
};
