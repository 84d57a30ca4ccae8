import { optionalWalletHeadersSchema, tokenBodySchema, type WalletHeaders } from '@w2e/core/contracts/auth';
import { ackSchema } from '@w2e/core/contracts/common';
import {
  addGameProfileBodySchema,
  deleteGameProfileBodySchema,
  gameOptionsSchema,
  gameProfileListSchema,
  gameProfileResultSchema,
  gameProfilesQuerySchema,
  updateGameProfileBodySchema,
} from '@w2e/core/contracts/game-profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { clientContext } from '../../lib/client-context';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { walletProofFromHeaders } from '../auth/wallet';
import { requireUser } from '../users/access';
import {
  addGameProfile,
  deleteGameProfile,
  gameOptions,
  listGameProfiles,
  resendGameEmail,
  updateGameProfile,
  verifyGameEmailToken,
} from './service';

const walletNote =
  'A new `wallet` needs the wallet sign-in headers (`x-wallet-message`, `x-wallet-signature`, `x-wallet-address`) signed by that wallet over a fresh nonce.';

/** The headers of a wallet proof when all three came; none or some means no proof. */
function optionalProof(headers: Partial<WalletHeaders>) {
  const {
    'x-wallet-message': message,
    'x-wallet-signature': signature,
    'x-wallet-address': address,
  } = headers;
  return message && signature && address
    ? walletProofFromHeaders({
        'x-wallet-message': message,
        'x-wallet-signature': signature,
        'x-wallet-address': address,
      })
    : null;
}

export const gameProfilesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/users/profile/games',
    {
      schema: {
        tags: ['game profiles'],
        summary: 'The signed-in user’s game accounts (query filters by game name; limit default 100)',
        ...signedIn,
        querystring: gameProfilesQuerySchema,
        response: responses({ 200: gameProfileListSchema }, 400, 401),
      },
    },
    async (request) => listGameProfiles(deps, await requireUser(deps, request), request.query),
  );

  app.get(
    '/users/profile/game-options',
    {
      schema: {
        tags: ['game profiles'],
        summary: 'Published games the user has no account for yet (for the add form)',
        ...signedIn,
        response: responses({ 200: gameOptionsSchema }, 401),
      },
    },
    async (request) => gameOptions(deps, await requireUser(deps, request)),
  );

  app.post(
    '/users/profile/add-game-profile',
    {
      schema: {
        tags: ['game profiles'],
        summary: 'Link a game account by its email and/or wallet',
        description: `${walletNote} An email gets a verification mail.`,
        ...signedIn,
        headers: optionalWalletHeadersSchema,
        body: addGameProfileBodySchema,
        response: responses({ 200: gameProfileResultSchema }, 400, 401, 404, 409, 429),
      },
    },
    async (request) =>
      addGameProfile(
        deps,
        await requireUser(deps, request),
        request.body,
        optionalProof(request.headers),
        requestLanguage(request),
      ),
  );

  app.patch(
    '/users/profile/update-game-profile',
    {
      schema: {
        tags: ['game profiles'],
        summary: 'Change the email or wallet of a game account',
        description: `${walletNote} A changed email is unverified again and gets a verification mail.`,
        ...signedIn,
        headers: optionalWalletHeadersSchema,
        body: updateGameProfileBodySchema,
        response: responses({ 200: gameProfileResultSchema }, 400, 401, 404, 409, 429),
      },
    },
    async (request) =>
      updateGameProfile(
        deps,
        await requireUser(deps, request),
        request.body,
        optionalProof(request.headers),
        requestLanguage(request),
      ),
  );

  app.delete(
    '/users/profile/delete-game/:id',
    {
      schema: {
        tags: ['game profiles'],
        summary: 'Remove a game account (the body’s gameId must be the account’s game)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        body: deleteGameProfileBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 404),
      },
    },
    async (request) =>
      deleteGameProfile(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body.gameId,
        requestLanguage(request),
      ),
  );

  app.post(
    '/users/profile/resend-email-verify-game-profile/:id',
    {
      schema: {
        tags: ['game profiles'],
        summary: 'Mail a new verification link for a game account’s email',
        ...signedIn,
        params: z.object({ id: z.string() }),
        response: responses({ 200: ackSchema }, 400, 401, 404, 429),
      },
    },
    async (request) =>
      resendGameEmail(deps, await requireUser(deps, request), request.params.id, requestLanguage(request)),
  );

  app.post(
    '/auth/verify-email-game-token',
    {
      schema: {
        tags: ['game profiles'],
        summary: 'Verify a game account’s email with the token of its mail',
        body: tokenBodySchema,
        response: responses({ 200: ackSchema }, 400, 409, 429),
      },
    },
    async (request) => verifyGameEmailToken(deps, request.body.token, clientContext(request)),
  );
};
