import { googleTokenBodySchema } from '@w2e/core/contracts/auth';
import { myClansSchema } from '@w2e/core/contracts/clans';
import { ackSchema } from '@w2e/core/contracts/common';
import { linkCodeSchema, redeemLinkCodeBodySchema } from '@w2e/core/contracts/link-codes';
import { loginResultSchema, userInfoSchema } from '@w2e/core/contracts/session';
import { linkTonWalletBodySchema } from '@w2e/core/contracts/ton';
import {
  changeOwnPasswordBodySchema,
  changeOwnPasswordResultSchema,
  emailBodySchema,
  linkWalletBodySchema,
  profileSchema,
  publicUserSchema,
  referralBodySchema,
  referralListSchema,
  referralsQuerySchema,
  updateMasterReferralBodySchema,
  updateProfileBodySchema,
  updateProfileResultSchema,
} from '@w2e/core/contracts/users';
import { usernameSchema } from '@w2e/core/validation/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { clientContext } from '../../lib/client-context';
import { requestLanguage, translator } from '../../lib/i18n';
import { responses } from '../../plugins/responses';
import { linkGoogle } from '../auth/identity';
import { changeOwnPassword } from '../auth/passwords';
import { linkTonWallet } from '../auth/ton-proof';
import { linkWallet } from '../auth/wallet';
import { myClans } from '../clans/service';
import { addNewProfileEmail, resendVerifyEmail, resendVerifyNewEmail, updateProfileEmail } from './email';
import { currentUser, requireUser } from './guards';
import { issueLinkCode, redeemLinkCode } from './link-codes';
import { getProfile, listReferrals, publicUser, updateMasterReferral, updateProfile } from './profile';
import { applyReferral, toUserInfo } from './service';
import { refreshTokenHolder } from './token-holder';

const signedIn = { security: [{ bearer: [] }] };

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/users/init',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null when signed out (a missing, invalid or expired token)',
        ...signedIn,
        response: { 200: userInfoSchema.nullable() },
      },
    },
    async (request) => {
      const user = await currentUser(deps, request);
      return user ? toUserInfo(user, null, (await refreshTokenHolder(deps, user)) === 'holder') : null;
    },
  );

  app.post(
    '/users/referral',
    {
      schema: {
        tags: ['users'],
        summary: "Attach the signed-in user to a referral code's owner (idempotent for the same code)",
        ...signedIn,
        body: referralBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 409, 429),
      },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      await applyReferral(deps, user, request.body.code);
      return { message: translator(requestLanguage(request))('auth:referralApplied') };
    },
  );

  app.get(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user’s profile, with the email state and linked sign-in methods',
        ...signedIn,
        response: responses({ 200: profileSchema }, 401),
      },
    },
    async (request) => getProfile(deps, await requireUser(deps, request)),
  );

  app.patch(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit username, full name and mail language',
        ...signedIn,
        body: updateProfileBodySchema,
        response: responses({ 200: updateProfileResultSchema }, 400, 401, 429),
      },
    },
    async (request) =>
      updateProfile(deps, await requireUser(deps, request), request.body, requestLanguage(request)),
  );

  app.put(
    '/users/profile/change-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password (current_password required when one is set); ends every other session',
        ...signedIn,
        body: changeOwnPasswordBodySchema,
        response: responses({ 200: changeOwnPasswordResultSchema }, 400, 401, 429, 503),
      },
    },
    async (request) =>
      changeOwnPassword(deps, await requireUser(deps, request), request.body, requestLanguage(request)),
  );

  app.get(
    '/users/profile/referrals',
    {
      schema: {
        tags: ['users'],
        summary: 'People who joined with the user’s referral code, newest first (limit default 5)',
        ...signedIn,
        querystring: referralsQuerySchema,
        response: responses({ 200: referralListSchema }, 400, 401),
      },
    },
    async (request) => listReferrals(deps, await requireUser(deps, request), request.query),
  );

  app.post(
    '/users/profile/update-master-referral',
    {
      schema: {
        tags: ['users'],
        summary: 'Choose your own referral code (letters and digits, unique whatever the letter case)',
        ...signedIn,
        body: updateMasterReferralBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 409, 429),
      },
    },
    async (request) =>
      updateMasterReferral(
        deps,
        await requireUser(deps, request),
        request.body.referral_code,
        requestLanguage(request),
      ),
  );

  app.get(
    '/users/username/:username',
    {
      schema: {
        tags: ['users'],
        summary: 'A player’s public profile by username',
        params: z.object({ username: usernameSchema }),
        response: responses({ 200: publicUserSchema }, 400, 404),
      },
    },
    async (request) => publicUser(deps, request.params.username),
  );

  app.post(
    '/users/update-profile-email',
    {
      schema: {
        tags: ['users'],
        summary: 'Start an email change: instructions go to the current (verified) address',
        ...signedIn,
        body: emailBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 429),
      },
    },
    async (request) =>
      updateProfileEmail(
        deps,
        await requireUser(deps, request),
        request.body.email,
        requestLanguage(request),
      ),
  );

  app.post(
    '/users/add-new-profile-email',
    {
      schema: {
        tags: ['users'],
        summary: 'Give an email to an account without a verified one; a verification link is mailed to it',
        ...signedIn,
        body: emailBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 429),
      },
    },
    async (request) =>
      addNewProfileEmail(
        deps,
        await requireUser(deps, request),
        request.body.email,
        requestLanguage(request),
      ),
  );

  app.post(
    '/users/resend-token-verify-email',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a new verification link to the unverified address',
        ...signedIn,
        response: responses({ 200: ackSchema }, 400, 401, 429),
      },
    },
    async (request) => resendVerifyEmail(deps, await requireUser(deps, request), requestLanguage(request)),
  );

  app.post(
    '/users/resend-token-verify-new-email',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a new verification link to the new address of an email change',
        ...signedIn,
        response: responses({ 200: ackSchema }, 400, 401, 429),
      },
    },
    async (request) => resendVerifyNewEmail(deps, await requireUser(deps, request), requestLanguage(request)),
  );

  app.post(
    '/users/link-ton-wallet',
    {
      schema: {
        tags: ['users'],
        summary: 'Link a TON wallet to the signed-in account with a TON Connect ton_proof',
        description:
          "The body is TON Connect's `ton_proof` reply and account in snake_case. The proof must name one of TON_PROOF_DOMAINS, sign a payload from POST /api/auth/ton-proof-payload (usable once) within 15 minutes, and verify with the key in the wallet's `state_init`, whose hash must be the address. One wallet links to one account.",
        ...signedIn,
        body: linkTonWalletBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 409, 429),
      },
    },
    async (request) =>
      linkTonWallet(deps, await requireUser(deps, request), request.body, clientContext(request)),
  );

  app.post(
    '/users/link-codes',
    {
      schema: {
        tags: ['users'],
        summary: 'A one-time code (one hour) that joins a Telegram Mini App account to the signed-in account',
        ...signedIn,
        response: responses({ 200: linkCodeSchema }, 401, 429),
      },
    },
    async (request) => issueLinkCode(deps, await requireUser(deps, request)),
  );

  app.post(
    '/users/link-codes/redeem',
    {
      schema: {
        tags: ['users'],
        summary:
          "From the Mini App: move the signed-in Telegram account's identity onto the code's account and sign in as it",
        description:
          "Refused when the Telegram account has progress of its own (joined events, completions, submissions) or the code's account already has a Telegram. The Telegram account's sessions end; the answer carries the new session.",
        ...signedIn,
        body: redeemLinkCodeBodySchema,
        response: responses({ 200: loginResultSchema }, 400, 401, 409, 429),
      },
    },
    async (request) =>
      redeemLinkCode(deps, await requireUser(deps, request), request.body, clientContext(request)),
  );

  app.post(
    '/users/link-wallet',
    {
      schema: {
        tags: ['users'],
        summary: 'Link a wallet to the signed-in account with a signed EIP-4361 message',
        description:
          '`message_signature` is the signed message as plain text (same rules as wallet sign-in), `signature` its signature, `wallet_address` the signer.',
        ...signedIn,
        body: linkWalletBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 409, 429),
      },
    },
    async (request) =>
      linkWallet(deps, await requireUser(deps, request), request.body, clientContext(request)),
  );

  app.post(
    '/users/link-google',
    {
      schema: {
        tags: ['users'],
        summary: 'Add Google sign-in to the signed-in account',
        ...signedIn,
        body: googleTokenBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 409, 429),
      },
    },
    async (request) =>
      linkGoogle(deps, await requireUser(deps, request), request.body.token, clientContext(request)),
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
