import { ackSchema } from '@w2e/core/contracts/common';
import { userInfoSchema } from '@w2e/core/contracts/session';
import {
  emailBodySchema,
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
import { requestLanguage, translator } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { currentUser, requireUser } from './access';
import { addNewProfileEmail, resendVerifyEmail, resendVerifyNewEmail, updateProfileEmail } from './email';
import { toUserInfo } from './info';
import { getProfile, listReferrals, publicUser, updateMasterReferral, updateProfile } from './profile';
import { applyReferral } from './service';
import { refreshTokenHolder } from './token-holder';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/users/init',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null when signed out (a missing, invalid or expired token)',
        // The session is optional here (OpenAPI's empty alternative), so signed-out callers are not refused.
        security: [{ bearer: [] }, {}],
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
};
