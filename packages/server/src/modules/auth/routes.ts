import {
  changeNewEmailBodySchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  googleTokenBodySchema,
  loginViaTelegramBodySchema,
  loginViaUsernameBodySchema,
  registerViaUsernameBodySchema,
  signInChallengeSchema,
  tokenBodySchema,
  verifyOldEmailResultSchema,
  WALLET_HEADERS,
  walletHeadersSchema,
  walletNonceBodySchema,
  walletNonceSchema,
} from '@w2e/core/contracts/auth';
import { ackSchema } from '@w2e/core/contracts/common';
import { linkCodeSchema, redeemLinkCodeBodySchema } from '@w2e/core/contracts/link-codes';
import { loginResultSchema } from '@w2e/core/contracts/session';
import {
  linkTonWalletBodySchema,
  tonConnectManifestSchema,
  tonProofPayloadSchema,
} from '@w2e/core/contracts/ton';
import {
  changeOwnPasswordBodySchema,
  changeOwnPasswordResultSchema,
  linkWalletBodySchema,
} from '@w2e/core/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { clientContext } from '../../lib/client-context';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { requireUser } from '../users/access';
import { changeNewEmail, verifyEmailToken, verifyOldEmailToken } from '../users/email';
import { linkGoogle, loginViaGoogle, loginViaIfo, loginViaTelegram } from './identity';
import { issueLinkCode, redeemLinkCode } from './link-codes';
import { changeOwnPassword, forgotPassword, resetPassword } from './passwords';
import { loginViaUsername, registerViaUsername } from './service';
import { issueSignInChallenge } from './step-up';
import { issueTonProofPayload, linkTonWallet, tonConnectManifest } from './ton-proof';
import { issueWalletNonce, linkWallet, loginViaWallet, walletProofFromHeaders } from './wallet';

export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/auth/register-via-username',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with a username and password, sign it in, and mail a verification link',
        body: registerViaUsernameBodySchema,
        response: responses({ 200: loginResultSchema }, 400, 429, 503),
      },
    },
    async (request) => registerViaUsername(deps, request.body, clientContext(request)),
  );

  app.post(
    '/auth/login-via-username',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username and password',
        description:
          'After several failed passwords on the account from addresses it never signed in from, a sign-in from such an address answers 401 `errors:stepUpRequired` until it carries `step_up`, a solved POST /api/auth/sign-in-challenge. A full hashing line answers 503 with Retry-After.',
        body: loginViaUsernameBodySchema,
        response: responses({ 200: loginResultSchema }, 400, 401, 429, 503),
      },
    },
    async (request) => loginViaUsername(deps, request.body, clientContext(request)),
  );

  app.post(
    '/auth/sign-in-challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'A proof-of-work challenge for a password sign-in that answered errors:stepUpRequired',
        description:
          'An ALTCHA (v2, SHA-256) challenge, valid 5 minutes. Solve it (altcha-lib `solveChallenge`), then send the password sign-in again with `step_up`: base64 of the JSON `{ challenge, solution }`. A solution works once.',
        response: responses({ 200: signInChallengeSchema }, 429),
      },
    },
    async (request) => issueSignInChallenge(deps, clientContext(request)),
  );

  app.post(
    '/auth/wallet-nonce',
    {
      schema: {
        tags: ['auth'],
        summary:
          'A single-use nonce for a wallet signature (sign-in, linking a wallet, a game profile wallet)',
        description:
          'Build an EIP-4361 message with this nonce, `domain`, `uri` (or another URI on its origin), one of `chain_ids`, and an expiration no later than `expires_at`; have the wallet sign it with `personal_sign`. The nonce works only for the `address` it was asked for.',
        body: walletNonceBodySchema,
        response: responses({ 200: walletNonceSchema }, 400, 429),
      },
    },
    async (request) => issueWalletNonce(deps, request.body, clientContext(request)),
  );

  app.get(
    '/auth/ton-connect-manifest',
    {
      schema: {
        tags: ['auth'],
        summary: "TON Connect's app manifest for the Mini App's wallet connection (read by wallets)",
        response: { 200: tonConnectManifestSchema },
      },
    },
    async () => tonConnectManifest(deps),
  );

  app.post(
    '/auth/ton-proof-payload',
    {
      schema: {
        tags: ['auth'],
        summary: 'A single-use payload for a TON Connect ton_proof (linking a TON wallet), valid 15 minutes',
        response: responses({ 200: tonProofPayloadSchema }, 429),
      },
    },
    async (request) => issueTonProofPayload(deps, clientContext(request)),
  );

  app.post(
    '/auth/login-via-metamask',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a wallet; creates the account on first use',
        description: `The signed EIP-4361 message goes in \`${WALLET_HEADERS.message}\` (base64url of its UTF-8 text, since headers cannot carry line breaks), the signature in \`${WALLET_HEADERS.signature}\`, the address in \`${WALLET_HEADERS.address}\`. The message must name this site's domain, a nonce from POST /api/auth/wallet-nonce (usable once), an accepted chain id, and be within its time window.`,
        headers: walletHeadersSchema,
        response: responses({ 200: loginResultSchema }, 400, 401, 429),
      },
    },
    async (request) => loginViaWallet(deps, walletProofFromHeaders(request.headers), clientContext(request)),
  );

  app.post(
    '/auth/login-via-google',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with a Google ID token (audience GOOGLE_CLIENT_ID); creates the account on first use',
        body: googleTokenBodySchema,
        response: responses({ 200: loginResultSchema }, 400, 401, 429),
      },
    },
    async (request) => loginViaGoogle(deps, request.body.token, clientContext(request)),
  );

  app.post(
    '/auth/login-via-telegram-bot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Telegram: the Mini App init data, or the Login Widget data',
        description:
          '`init_data` is `Telegram.WebApp.initData` exactly as received; its `hash` is checked with HMAC-SHA256 keyed by HMAC-SHA256("WebAppData", bot token). `login_widget` is the Login Widget\'s user object; its `hash` is checked with HMAC-SHA256 keyed by SHA-256(bot token). Data older than TELEGRAM_AUTH_MAX_AGE_SECONDS is refused.',
        body: loginViaTelegramBodySchema,
        response: responses({ 200: loginResultSchema }, 400, 401, 429),
      },
    },
    async (request) => loginViaTelegram(deps, request.body, clientContext(request)),
  );

  app.post(
    '/auth/ifo/login',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign in with the IFO partner's signed token (from ?ifo_access_token=)",
        body: tokenBodySchema,
        response: responses({ 200: loginResultSchema }, 400, 401, 429),
      },
    },
    async (request) => loginViaIfo(deps, request.body.token, clientContext(request)),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Mail a password-reset link; the answer is the same whether or not the address has an account',
        body: forgotPasswordBodySchema,
        response: responses({ 200: ackSchema }, 400, 429),
      },
    },
    async (request) => forgotPassword(deps, request.body.email, clientContext(request)),
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset mail; signs out every session',
        body: changePasswordBodySchema,
        response: responses({ 200: ackSchema }, 400, 429, 503),
      },
    },
    async (request) => resetPassword(deps, request.body, clientContext(request)),
  );

  app.post(
    '/auth/verify-email-token',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Verify an email with the token of its mail (after registration, or the new one of a change)',
        body: tokenBodySchema,
        response: responses({ 200: ackSchema }, 400, 429),
      },
    },
    async (request) => verifyEmailToken(deps, request.body.token, clientContext(request)),
  );

  app.post(
    '/auth/verify-old-email-token',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Check the link mailed to the old address in an email change; tells the requested new address',
        body: tokenBodySchema,
        response: responses({ 200: verifyOldEmailResultSchema }, 400, 429),
      },
    },
    async (request) => verifyOldEmailToken(deps, request.body.token, clientContext(request)),
  );

  app.post(
    '/auth/change-new-email',
    {
      schema: {
        tags: ['auth'],
        summary: "Use the old address's token and mail a verification link to the new address",
        body: changeNewEmailBodySchema,
        response: responses({ 200: ackSchema }, 400, 429),
      },
    },
    async (request) => changeNewEmail(deps, request.body, clientContext(request)),
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
};
