import {
  clanBulkBodySchema,
  clanBulkResultSchema,
  clanDetailSchema,
  clanEventListSchema,
  clanInvitationBodySchema,
  clanJoinResultSchema,
  clanLeaderboardQuerySchema,
  clanLeaderboardSchema,
  clanMemberPageSchema,
  clanMembersQuerySchema,
  clanPageSchema,
  clanRankQuerySchema,
  clanRankSchema,
  clanResultSchema,
  clanRoleBodySchema,
  clansQuerySchema,
  clanTransferBodySchema,
  createClanBodySchema,
  myClansSchema,
  updateClanBodySchema,
} from '@w2e/core/contracts/clans';
import { ackSchema } from '@w2e/core/contracts/common';
import { setTierBodySchema } from '@w2e/core/contracts/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { setPricingTier } from '../projects/tiers';
import { currentUser, requireOperator, requireUser } from '../users/access';
import { clanLeaderboard, clanRank } from './board';
import {
  answerInvitation,
  answerRequest,
  answerRequests,
  createClan,
  getClan,
  invite,
  joinClan,
  leaveClan,
  listClanEvents,
  listClans,
  listMembers,
  myClans,
  removeMember,
  setRole,
  transferOwnership,
  updateClan,
} from './service';

const tags = ['clans'];
const byId = z.object({ id: z.string() });
const bySlug = z.object({ slug: z.string() });
const byMember = z.object({ id: z.string(), userId: z.string() });
const answer = z.enum(['accept', 'decline']);

/** Clans (docs/clans.md): membership, roles and the Clan Master page's calls. */
export const clansRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const user = (request: Parameters<typeof requireUser>[1]) => requireUser(deps, request);

  app.post(
    '/clans',
    {
      schema: {
        tags,
        summary: 'Found a clan: the signed-in player owns it ("Create clan successfully")',
        ...signedIn,
        body: createClanBodySchema,
        response: responses({ 200: clanResultSchema }, 400, 401, 409),
      },
    },
    async (request) => createClan(deps, await user(request), request.body, requestLanguage(request)),
  );

  app.patch(
    '/clans/:id',
    {
      schema: {
        tags,
        summary: 'Update a clan (owner and admins; "Update clan successfully")',
        ...signedIn,
        params: byId,
        body: updateClanBodySchema,
        response: responses({ 200: clanResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      updateClan(deps, await user(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.get(
    '/clans',
    {
      schema: {
        tags,
        summary: 'Clans, most members first (q by name or slug, type public or private)',
        querystring: clansQuerySchema,
        response: responses({ 200: clanPageSchema }, 400),
      },
    },
    async (request) => listClans(deps, request.query),
  );

  // A static path wins over `/clans/:slug` in the router; no clan may take the slug (CLAN_RESERVED_SLUGS).
  app.get(
    '/clans/leaderboard',
    {
      schema: {
        tags,
        summary:
          'Clans ranked by their active members’ score in the period (all, 30d, 7d): the platform board’s score per member; ties by who reached it first, then the older clan',
        querystring: clanLeaderboardQuerySchema,
        response: responses({ 200: clanLeaderboardSchema }, 400),
      },
    },
    async (request) => clanLeaderboard(deps, request.query),
  );

  app.get(
    '/clans/:slug/rank',
    {
      schema: {
        tags,
        summary: 'A clan’s rank and score on the clan leaderboard for the period',
        params: bySlug,
        querystring: clanRankQuerySchema,
        response: responses({ 200: clanRankSchema }, 400, 404),
      },
    },
    async (request) => clanRank(deps, request.params.slug, request.query),
  );

  app.get(
    '/clans/:slug',
    {
      schema: {
        tags,
        summary: 'A clan by slug (or id), with the viewer’s membership',
        params: bySlug,
        response: responses({ 200: clanDetailSchema }, 404),
      },
    },
    async (request) => getClan(deps, await currentUser(deps, request), request.params.slug),
  );

  app.get(
    '/clans/:slug/members',
    {
      schema: {
        tags,
        summary: 'Active members ranked by score in the clan’s events; status=pending for owner and admins',
        params: bySlug,
        querystring: clanMembersQuerySchema,
        response: responses({ 200: clanMemberPageSchema }, 400, 403, 404),
      },
    },
    async (request) =>
      listMembers(deps, await currentUser(deps, request), request.params.slug, request.query),
  );

  app.get(
    '/clans/:slug/events',
    {
      schema: {
        tags,
        summary: 'The clan’s events (members-only ones for its members, drafts for its owner and admins)',
        params: bySlug,
        response: responses({ 200: clanEventListSchema }, 404),
      },
    },
    async (request) => listClanEvents(deps, await currentUser(deps, request), request.params.slug),
  );

  app.post(
    '/clans/:id/join',
    {
      schema: {
        tags,
        summary: 'Join a public clan ("Clan is full" past its limit) or request a private one ("Requested")',
        ...signedIn,
        params: byId,
        response: responses({ 200: clanJoinResultSchema }, 401, 404, 409),
      },
    },
    async (request) => joinClan(deps, await user(request), request.params.id, requestLanguage(request)),
  );

  app.post(
    '/clans/:id/leave',
    {
      schema: {
        tags,
        summary: 'Leave the clan, or withdraw a request (the owner hands ownership over first)',
        ...signedIn,
        params: byId,
        response: responses({ 200: ackSchema }, 401, 404, 409),
      },
    },
    async (request) => leaveClan(deps, await user(request), request.params.id, requestLanguage(request)),
  );

  app.post(
    '/clans/:id/invitations',
    {
      schema: {
        tags,
        summary: 'Invite a player by username (owner and admins)',
        ...signedIn,
        params: byId,
        body: clanInvitationBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      invite(deps, await user(request), request.params.id, request.body.username, requestLanguage(request)),
  );

  app.post(
    '/clans/:id/invitation/:answer',
    {
      schema: {
        tags,
        summary: 'Accept or decline the signed-in player’s own invitation',
        ...signedIn,
        params: byId.extend({ answer }),
        response: responses({ 200: ackSchema }, 401, 404, 409),
      },
    },
    async (request) =>
      answerInvitation(
        deps,
        await user(request),
        request.params.id,
        request.params.answer,
        requestLanguage(request),
      ),
  );

  app.post(
    '/clans/:id/requests/bulk',
    {
      schema: {
        tags,
        summary: 'Accept or decline many join requests (owner and admins); each answered on its own',
        ...signedIn,
        params: byId,
        body: clanBulkBodySchema,
        response: responses({ 200: clanBulkResultSchema }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      answerRequests(deps, await user(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.post(
    '/clans/:id/requests/:userId/:answer',
    {
      schema: {
        tags,
        summary: 'Accept ("Clan is full" past the limit) or decline a join request (owner and admins)',
        ...signedIn,
        params: byMember.extend({ answer }),
        response: responses({ 200: ackSchema }, 401, 403, 404, 409),
      },
    },
    async (request) =>
      answerRequest(
        deps,
        await user(request),
        request.params.id,
        request.params.userId,
        request.params.answer,
        requestLanguage(request),
      ),
  );

  app.patch(
    '/clans/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Promote a member to admin or demote an admin (only the owner demotes admins)',
        ...signedIn,
        params: byMember,
        body: clanRoleBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      setRole(
        deps,
        await user(request),
        request.params.id,
        request.params.userId,
        request.body.role,
        requestLanguage(request),
      ),
  );

  app.delete(
    '/clans/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member, cancel an invitation or drop a request (never the owner)',
        ...signedIn,
        params: byMember,
        response: responses({ 200: ackSchema }, 401, 403, 404),
      },
    },
    async (request) =>
      removeMember(
        deps,
        await user(request),
        request.params.id,
        request.params.userId,
        requestLanguage(request),
      ),
  );

  app.post(
    '/clans/:id/transfer',
    {
      schema: {
        tags,
        summary: 'Hand the clan to an active member (owner only); the old owner stays as an admin',
        ...signedIn,
        params: byId,
        body: clanTransferBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      transferOwnership(
        deps,
        await user(request),
        request.params.id,
        request.body.user_id,
        requestLanguage(request),
      ),
  );

  app.patch(
    '/admin/clans/:id/tier',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a clan’s pricing tier, which gates its events’ task types (operators only)',
        ...signedIn,
        params: byId,
        body: setTierBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 403, 404),
      },
      preValidation: async (request) => {
        await requireOperator(deps, request);
      },
    },
    async (request) => {
      await setPricingTier(deps, 'clan', request.params.id, request.body.tier);
      return ack(requestLanguage(request), 'articles:tierUpdated');
    },
  );

  app.get(
    '/users/my-clans',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in player’s clans, invitations waiting for an answer and requests sent',
        ...signedIn,
        response: responses({ 200: myClansSchema }, 401),
      },
    },
    async (request) => myClans(deps, await requireUser(deps, request)),
  );
};
