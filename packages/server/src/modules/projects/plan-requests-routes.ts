import {
  adminPlanRequestsQuerySchema,
  planDecisionBodySchema,
  planRequestBodySchema,
  planRequestListSchema,
  planRequestPageSchema,
  planRequestResultSchema,
} from '@w2e/core/contracts/plan-requests';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { requireOperator, requireUser } from '../users/access';
import { decidePlanRequest, listPlanRequests, projectPlanRequests, requestPlan } from './plan-requests';

/** Plan requests: a project's managers ask, operators decide (docs/content-platform.md, "Plans"). */
export const planRequestsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Before validation, so that a stranger learns nothing about the body's rules: 401/403 come first.
  const operatorsOnly = async (request: FastifyRequest) => {
    await requireOperator(deps, request);
  };
  const params = z.object({ id: z.string() });

  app.post(
    '/projects/:id/plan-requests',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Ask for a plan for the project (its managers; one waiting request per project; Enterprise asks for contact)',
        ...signedIn,
        params,
        body: planRequestBodySchema,
        response: responses({ 200: planRequestResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      requestPlan(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.get(
    '/projects/:id/plan-requests',
    {
      schema: {
        tags: ['projects'],
        summary: 'The project’s plan requests, newest first (its managers)',
        ...signedIn,
        params,
        response: responses({ 200: planRequestListSchema }, 401, 403, 404),
      },
    },
    async (request) => projectPlanRequests(deps, await requireUser(deps, request), request.params.id),
  );

  app.get(
    '/admin/plan-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Plan requests, newest first (operators only; status filters)',
        ...signedIn,
        querystring: adminPlanRequestsQuerySchema,
        response: responses({ 200: planRequestPageSchema }, 400, 401, 403),
      },
      preValidation: operatorsOnly,
    },
    async (request) => listPlanRequests(deps, request.query),
  );

  app.post(
    '/admin/plan-requests/:id/decision',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve a plan request (sets the project’s tier) or decline it with a reason (operators only)',
        ...signedIn,
        params,
        body: planDecisionBodySchema,
        response: responses({ 200: planRequestResultSchema }, 400, 401, 403, 404, 409),
      },
      preValidation: operatorsOnly,
    },
    async (request) =>
      decidePlanRequest(
        deps,
        await requireOperator(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );
};
