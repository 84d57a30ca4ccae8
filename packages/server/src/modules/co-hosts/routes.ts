import {
  coHostCandidateListSchema,
  coHostCandidatesQuerySchema,
  coHostDecisionBodySchema,
  coHostInviteBodySchema,
  coHostListSchema,
  coHostResultSchema,
} from '@w2e/core/contracts/co-hosts';
import { ackSchema } from '@w2e/core/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { currentUser, requireUser } from '../users/access';
import {
  coHostCandidates,
  decideCoHost,
  inviteCoHost,
  listCoHosts,
  myCoHostInvitations,
  removeCoHost,
} from './service';

const byEvent = z.object({ id: z.string().max(200) });

/** Co-hosts of an event (docs/events.md, "Co-hosts"): the host invites, the invited host's managers answer. */
export const coHostsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/events/:id/co-hosts',
    {
      schema: {
        tags: ['events'],
        summary:
          'Invite a project, game or clan to co-host the event (its managers; `host` is `kind:id`; one invitation per host)',
        ...signedIn,
        params: byEvent,
        body: coHostInviteBodySchema,
        response: responses({ 200: coHostResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      inviteCoHost(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.get(
    '/events/:id/co-hosts',
    {
      schema: {
        tags: ['events'],
        summary:
          'The event’s co-hosts with their status (invited, accepted, declined); others than its managers see the accepted ones',
        params: byEvent,
        response: responses({ 200: coHostListSchema }, 403, 404),
      },
    },
    async (request) => listCoHosts(deps, await currentUser(deps, request), request.params.id),
  );

  app.delete(
    '/events/:id/co-hosts/:coHostId',
    {
      schema: {
        tags: ['events'],
        summary:
          'Remove a co-host (the event’s managers), or withdraw from co-hosting (the co-host’s managers)',
        ...signedIn,
        params: z.object({ id: z.string().max(200), coHostId: z.string().max(200) }),
        response: responses({ 200: ackSchema }, 401, 403, 404),
      },
    },
    async (request) =>
      removeCoHost(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.params.coHostId,
        requestLanguage(request),
      ),
  );

  app.post(
    '/co-hosts/:coHostId/decision',
    {
      schema: {
        tags: ['events'],
        summary: 'Accept or decline an invitation to co-host (the invited host’s managers; answered once)',
        ...signedIn,
        params: z.object({ coHostId: z.string().max(200) }),
        body: coHostDecisionBodySchema,
        response: responses({ 200: coHostResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      decideCoHost(
        deps,
        await requireUser(deps, request),
        request.params.coHostId,
        request.body,
        requestLanguage(request),
      ),
  );

  app.get(
    '/co-hosts/candidates',
    {
      schema: {
        tags: ['events'],
        summary:
          'Projects and published games by name, to invite as co-hosts (signed in; at most 10 of each)',
        ...signedIn,
        querystring: coHostCandidatesQuerySchema,
        response: responses({ 200: coHostCandidateListSchema }, 400, 401),
      },
    },
    async (request) => {
      await requireUser(deps, request);
      return coHostCandidates(deps, request.query.q);
    },
  );

  app.get(
    '/users/co-host-invitations',
    {
      schema: {
        tags: ['events'],
        summary:
          'Invitations to co-host waiting for the projects, games and clans the signed-in user manages',
        ...signedIn,
        response: responses({ 200: coHostListSchema }, 401),
      },
    },
    async (request) => myCoHostInvitations(deps, await requireUser(deps, request)),
  );
};
