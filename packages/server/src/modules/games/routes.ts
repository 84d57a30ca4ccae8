import {
  addGameBodySchema,
  addGameResultSchema,
  gameClaimBodySchema,
  gameClaimListQuerySchema,
  gameClaimListSchema,
  gameClaimResultSchema,
} from '@w2e/core/contracts/game-claims';
import { gameDetailSchema, gameListQuerySchema, gameListSchema } from '@w2e/core/contracts/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { responses } from '../../plugins/responses';
import { requireOperator, requireUser } from '../users/access';
import { addGame, claimGame, decideClaim, gameDetail, listClaims, listGames } from './service';

const gameParams = z.object({ id: z.string().min(1).max(100) });
const claimParams = z.object({ id: z.string().min(1).max(100) });

/** The public games list and pages, adding a game, claiming one, and the operators' claim review. */
export const gamesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/games',
    {
      schema: {
        tags: ['games'],
        summary: 'Published games by name; `query` searches name and summary (limit 100 by default)',
        querystring: gameListQuerySchema,
        response: responses({ 200: gameListSchema }, 400),
      },
    },
    async (request) => listGames(deps, request.query),
  );

  app.get(
    '/games/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'One game by id or slug, with the signed-in reader’s claim on it',
        params: gameParams,
        response: responses({ 200: gameDetailSchema }, 404),
      },
    },
    async (request) => gameDetail(deps, request, request.params.id),
  );

  app.post(
    '/games',
    {
      schema: {
        tags: ['games'],
        summary: 'Add a game; the adder becomes its pending claimant ("Add game successfully")',
        security: [{ bearer: [] }],
        body: addGameBodySchema,
        response: responses({ 200: addGameResultSchema }, 400, 401, 409, 429),
      },
    },
    async (request) => addGame(deps, request, await requireUser(deps, request), request.body),
  );

  app.post(
    '/games/:id/claims',
    {
      schema: {
        tags: ['games'],
        summary: 'Claim ownership of an unclaimed game, with proof (one pending claim per user and game)',
        security: [{ bearer: [] }],
        params: gameParams,
        body: gameClaimBodySchema,
        response: responses({ 200: gameClaimResultSchema }, 400, 401, 404, 409, 429),
      },
    },
    async (request) =>
      claimGame(deps, request, await requireUser(deps, request), request.params.id, request.body.message),
  );

  app.get(
    '/admin/game-claims',
    {
      schema: {
        tags: ['admin'],
        summary: 'Game ownership claims by status, oldest first (operators)',
        security: [{ bearer: [] }],
        querystring: gameClaimListQuerySchema,
        response: responses({ 200: gameClaimListSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      await requireOperator(deps, request);
      return listClaims(deps, request.query);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/game-claims/:id/${decision}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            decision === 'approve'
              ? 'Approve a pending claim: the claimant becomes the game’s owner, unless it already has one (409)'
              : 'Reject a pending claim',
          security: [{ bearer: [] }],
          params: claimParams,
          response: responses({ 200: gameClaimResultSchema }, 401, 403, 404, 409),
        },
      },
      async (request) =>
        decideClaim(deps, request, await requireOperator(deps, request), request.params.id, decision),
    );
  }
};
