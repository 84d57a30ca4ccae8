import {
  clientSeedBodySchema,
  createWheelBodySchema,
  seedRotationSchema,
  spinResultSchema,
  wheelPlayerSchema,
  wheelSchema,
  wheelSegmentsBodySchema,
  wheelSpinPageSchema,
  wheelSpinsQuerySchema,
} from '@w2e/core/contracts/wheel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { responses, signedIn } from '../../plugins/responses';
import { currentUser, requireUser } from '../users/access';
import {
  createWheel,
  getWheel,
  listSpins,
  replaceSegments,
  rotateSeed,
  setClientSeed,
  spin,
} from './service';

/** A wheel's id, or `platform` for the platform wheel. */
const byId = z.object({ id: z.string().max(200) });

export const wheelRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/wheels/:id',
    {
      schema: {
        tags: ['wheel'],
        summary:
          'A wheel: segments with their odds in percent, and for a signed-in player their spins, server seed hash, client seed and nonce (the platform wheel grants the day’s free spin here)',
        params: byId,
        response: responses({ 200: wheelSchema }, 404),
      },
    },
    async (request) => getWheel(deps, request.params.id, await currentUser(deps, request)),
  );

  app.post(
    '/wheels/:id/spins',
    {
      schema: {
        tags: ['wheel'],
        summary:
          'One spin, decided by the server: the segment, the prize and the proof inputs (409 "no spins left")',
        ...signedIn,
        params: byId,
        response: responses({ 200: spinResultSchema }, 401, 404, 409, 429),
      },
    },
    async (request) => spin(deps, await requireUser(deps, request), request.params.id),
  );

  app.get(
    '/wheels/:id/spins',
    {
      schema: {
        tags: ['wheel'],
        summary: 'The signed-in player’s spins on this wheel, newest first, seeds revealed once rotated',
        ...signedIn,
        params: byId,
        querystring: wheelSpinsQuerySchema,
        response: responses({ 200: wheelSpinPageSchema }, 400, 401, 404),
      },
    },
    async (request) => listSpins(deps, await requireUser(deps, request), request.params.id, request.query),
  );

  app.post(
    '/wheels/:id/seed/rotate',
    {
      schema: {
        tags: ['wheel'],
        summary: 'Reveals the current server seed and commits to a new one',
        ...signedIn,
        params: byId,
        response: responses({ 200: seedRotationSchema }, 401, 404),
      },
    },
    async (request) => rotateSeed(deps, await requireUser(deps, request), request.params.id),
  );

  app.patch(
    '/wheels/:id/seed',
    {
      schema: {
        tags: ['wheel'],
        summary: 'Sets the player’s client seed for their next spins',
        ...signedIn,
        params: byId,
        body: clientSeedBodySchema,
        response: responses({ 200: wheelPlayerSchema }, 400, 401, 404),
      },
    },
    async (request) =>
      setClientSeed(deps, await requireUser(deps, request), request.params.id, request.body.client_seed),
  );

  app.post(
    '/wheels',
    {
      schema: {
        tags: ['wheel'],
        summary:
          'Creates the platform wheel (operators) or an event’s wheel (its host, on Premium and up) with its segments',
        ...signedIn,
        body: createWheelBodySchema,
        response: responses({ 200: wheelSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => createWheel(deps, await requireUser(deps, request), request.body),
  );

  app.put(
    '/wheels/:id/segments',
    {
      schema: {
        tags: ['wheel'],
        summary: 'Replaces a wheel’s segments (weights above 0, at least one in stock)',
        ...signedIn,
        params: byId,
        body: wheelSegmentsBodySchema,
        response: responses({ 200: wheelSchema }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      replaceSegments(deps, await requireUser(deps, request), request.params.id, request.body.segments),
  );
};
