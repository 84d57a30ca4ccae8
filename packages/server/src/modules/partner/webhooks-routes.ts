import { ackSchema } from '@w2e/core/contracts/common';
import {
  webhookCreateBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookListSchema,
  webhookRedeliverBodySchema,
  webhookRedeliverResultSchema,
  webhookResultSchema,
  webhookSecretResultSchema,
  webhookUpdateBodySchema,
} from '@w2e/core/contracts/partner-webhooks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { requireUser } from '../users/access';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  rotateWebhookSecret,
  updateWebhook,
} from './webhooks';
import { runWebhookDeliveries } from './webhooks-delivery';

/** Partner webhooks of a project or a clan (docs/webhooks.md); Enterprise hosts' managers and operators. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // A stranger learns nothing about the body's rules: 401 comes before validation.
  const signedInFirst = async (request: FastifyRequest) => {
    await requireUser(deps, request);
  };
  const projectParams = z.object({ id: z.string() });
  const hookParams = z.object({ id: z.string(), hookId: z.string() });
  const tags = ['partner'];

  // The same calls for a project's webhooks and a clan's (docs/webhooks.md, "Hosts").
  for (const [segment, kind] of [
    ['projects', 'project'],
    ['clans', 'clan'],
  ] as const) {
    app.post(
      `/${segment}/:id/webhooks`,
      {
        schema: {
          tags,
          summary:
            'Add a webhook: an https URL and the events to send; its signing secret is in this answer only',
          ...signedIn,
          params: projectParams,
          body: webhookCreateBodySchema,
          response: responses({ 200: webhookSecretResultSchema }, 400, 401, 403, 404, 409),
        },
        preValidation: signedInFirst,
      },
      async (request) =>
        createWebhook(
          deps,
          await requireUser(deps, request),
          { kind, id: request.params.id },
          request.body,
          requestLanguage(request),
        ),
    );

    app.get(
      `/${segment}/:id/webhooks`,
      {
        schema: {
          tags,
          summary: `The ${kind}’s webhooks (never their secrets)`,
          ...signedIn,
          params: projectParams,
          response: responses({ 200: webhookListSchema }, 401, 403, 404),
        },
      },
      async (request) =>
        listWebhooks(deps, await requireUser(deps, request), { kind, id: request.params.id }),
    );

    app.patch(
      `/${segment}/:id/webhooks/:hookId`,
      {
        schema: {
          tags,
          summary: 'Change a webhook’s URL or events, or turn it off or on again',
          ...signedIn,
          params: hookParams,
          body: webhookUpdateBodySchema,
          response: responses({ 200: webhookResultSchema }, 400, 401, 403, 404),
        },
        preValidation: signedInFirst,
      },
      async (request) =>
        updateWebhook(
          deps,
          await requireUser(deps, request),
          { kind, id: request.params.id },
          request.params.hookId,
          request.body,
          requestLanguage(request),
        ),
    );

    app.delete(
      `/${segment}/:id/webhooks/:hookId`,
      {
        schema: {
          tags,
          summary: 'Delete a webhook and its deliveries',
          ...signedIn,
          params: hookParams,
          response: responses({ 200: ackSchema }, 401, 403, 404),
        },
      },
      async (request) =>
        deleteWebhook(
          deps,
          await requireUser(deps, request),
          { kind, id: request.params.id },
          request.params.hookId,
          requestLanguage(request),
        ),
    );

    app.post(
      `/${segment}/:id/webhooks/:hookId/rotate-secret`,
      {
        schema: {
          tags,
          summary: 'A new signing secret (in this answer only); the previous one signs beside it for a while',
          ...signedIn,
          params: hookParams,
          response: responses({ 200: webhookSecretResultSchema }, 401, 403, 404),
        },
      },
      async (request) =>
        rotateWebhookSecret(
          deps,
          await requireUser(deps, request),
          { kind, id: request.params.id },
          request.params.hookId,
          requestLanguage(request),
        ),
    );

    app.get(
      `/${segment}/:id/webhooks/:hookId/deliveries`,
      {
        schema: {
          tags,
          summary: 'A webhook’s deliveries, newest first: status, attempts, the last answer code and time',
          ...signedIn,
          params: hookParams,
          querystring: webhookDeliveriesQuerySchema,
          response: responses({ 200: webhookDeliveryPageSchema }, 400, 401, 403, 404),
        },
        preValidation: signedInFirst,
      },
      async (request) =>
        listDeliveries(
          deps,
          await requireUser(deps, request),
          { kind, id: request.params.id },
          request.params.hookId,
          request.query,
        ),
    );

    app.post(
      `/${segment}/:id/webhooks/:hookId/redeliver`,
      {
        schema: {
          tags,
          summary:
            'Send again one delivery (`delivery_id`) or every failed one since a time (`failed_since`)',
          ...signedIn,
          params: hookParams,
          body: webhookRedeliverBodySchema,
          response: responses({ 200: webhookRedeliverResultSchema }, 400, 401, 403, 404),
        },
        preValidation: signedInFirst,
      },
      async (request) =>
        redeliver(
          deps,
          await requireUser(deps, request),
          { kind, id: request.params.id },
          request.params.hookId,
          request.body,
          requestLanguage(request),
        ),
    );
  }
};

/** The job queue's worker for webhook deliveries (jobs/queue.ts). */
export async function workWebhookDeliveries(deps: Deps): Promise<void> {
  await deps.jobs?.work<{ webhook_id: string }>('webhook-delivery', async (job) => {
    await runWebhookDeliveries(deps, job.data.webhook_id);
  });
}
