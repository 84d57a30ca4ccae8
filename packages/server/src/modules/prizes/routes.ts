import {
  claimPrizeBodySchema,
  deliverPrizeBodySchema,
  disputePrizeBodySchema,
  managedPrizePageSchema,
  managedPrizeSchema,
  prizePageSchema,
  prizeSchema,
  prizesQuerySchema,
} from '@w2e/core/contracts/prizes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { responses, signedIn, signedInOrKey } from '../../plugins/responses';
import { requireUser } from '../users/access';
import {
  claimPrize,
  confirmPrize,
  deliverPrize,
  disputePrize,
  eventPrizes,
  eventPrizesCsv,
  myPrizes,
  wheelPrizes,
  wheelPrizesCsv,
} from './service';

const idParams = z.object({ id: z.string().max(200) });
const csvResponse = z
  .string()
  .meta({ description: 'CSV: prize_id, winner, network, token, amount, address' });

/** A payout CSV as a download, never kept by a cache on the way (it holds winners' addresses). */
function sendCsv(reply: FastifyReply, file: { name: string; text: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(file.text);
}

export const prizesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/users/prizes',
    {
      schema: {
        tags: ['prizes'],
        summary:
          'The signed-in player’s prizes (events and wheels), newest first, a page at a time; `status` filters',
        ...signedIn,
        querystring: prizesQuerySchema,
        response: responses({ 200: prizePageSchema }, 400, 401),
      },
    },
    async (request) => myPrizes(deps, await requireUser(deps, request), request.query),
  );

  app.post(
    '/prizes/:id/claim',
    {
      schema: {
        tags: ['prizes'],
        summary:
          'The winner claims a prize: `{ address }` on the payout’s network for a token prize, `{ contact }` for an item (won → claimed)',
        ...signedIn,
        params: idParams,
        body: claimPrizeBodySchema,
        response: responses({ 200: prizeSchema }, 400, 401, 404, 409),
      },
    },
    async (request) => claimPrize(deps, await requireUser(deps, request), request.params.id, request.body),
  );

  app.post(
    '/prizes/:id/delivery',
    {
      schema: {
        tags: ['prizes'],
        summary:
          'A manager records the delivery: `{ tx_hash }` for a token prize, checked on-chain (it must pay at least the amount to the claimed address), `{ note? }` for an item (claimed or disputed → delivered)',
        ...signedIn,
        params: idParams,
        body: deliverPrizeBodySchema,
        response: responses({ 200: managedPrizeSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => deliverPrize(deps, await requireUser(deps, request), request.params.id, request.body),
  );

  app.post(
    '/prizes/:id/confirm',
    {
      schema: {
        tags: ['prizes'],
        summary: 'The winner confirms the prize arrived (delivered → confirmed)',
        ...signedIn,
        params: idParams,
        response: responses({ 200: prizeSchema }, 401, 404, 409),
      },
    },
    async (request) => confirmPrize(deps, await requireUser(deps, request), request.params.id),
  );

  app.post(
    '/prizes/:id/dispute',
    {
      schema: {
        tags: ['prizes'],
        summary: 'The winner disputes the delivery, with a reason (delivered → disputed)',
        ...signedIn,
        params: idParams,
        body: disputePrizeBodySchema,
        response: responses({ 200: prizeSchema }, 400, 401, 404, 409),
      },
    },
    async (request) =>
      disputePrize(deps, await requireUser(deps, request), request.params.id, request.body.reason),
  );

  app.get(
    '/events/:id/prizes',
    {
      schema: {
        tags: ['prizes'],
        summary:
          'An event’s prizes (its wheel’s included) with their winners and claims, newest first, for its managers',
        ...signedInOrKey,
        params: idParams,
        querystring: prizesQuerySchema,
        response: responses({ 200: managedPrizePageSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => eventPrizes(deps, await requireUser(deps, request), request.params.id, request.query),
  );

  app.get(
    '/events/:id/prizes.csv',
    {
      schema: {
        tags: ['prizes'],
        summary:
          'The event’s claimed, undelivered token prizes with their addresses, as CSV for a batch payout',
        ...signedInOrKey,
        params: idParams,
        response: responses({ 200: csvResponse }, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendCsv(reply, await eventPrizesCsv(deps, await requireUser(deps, request), request.params.id)),
  );

  app.get(
    '/wheels/:id/prizes',
    {
      schema: {
        tags: ['prizes'],
        summary:
          'A wheel’s prizes (`platform` for the platform wheel: operators; an event’s wheel: its managers), newest first',
        ...signedIn,
        params: idParams,
        querystring: prizesQuerySchema,
        response: responses({ 200: managedPrizePageSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => wheelPrizes(deps, await requireUser(deps, request), request.params.id, request.query),
  );

  app.get(
    '/wheels/:id/prizes.csv',
    {
      schema: {
        tags: ['prizes'],
        summary:
          'The wheel’s claimed, undelivered token prizes with their addresses, as CSV for a batch payout',
        ...signedIn,
        params: idParams,
        response: responses({ 200: csvResponse }, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendCsv(reply, await wheelPrizesCsv(deps, await requireUser(deps, request), request.params.id)),
  );
};
