import type { Ack } from '@w2e/core/contracts/common';
import type { EmailStatus } from '@w2e/core/contracts/users';
import type { Language } from '@w2e/core/i18n/languages';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { consumeAccountToken, keepVerifiedReceipt, peekAccountToken } from '../../lib/account-tokens';
import { ack } from '../../lib/ack';
import type { ClientContext } from '../../lib/client-context';
import { badRequest } from '../../lib/errors';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { accountMail, mailTokenLink } from './mails';
import { type UserRow, usersRepository } from './repository';

/** Spec section 4: verified, unverified or pending (a verified address being replaced); or none at all. */
export function emailStatus(user: Pick<UserRow, 'email' | 'emailUnverify'>): EmailStatus {
  if (user.email) return user.emailUnverify ? 'pending' : 'verified';
  return user.emailUnverify ? 'unverified' : 'none';
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * Mails a verification link for `email` (the address after registration, or the new one in a change). If the
 * mail can't be sent the token goes again, so the failed request leaves nothing behind.
 */
export async function sendVerificationMail(deps: Deps, user: UserRow, email: string): Promise<void> {
  await mailTokenLink(deps, { userId: user.id, purpose: 'verify_email', email }, (token, hours) =>
    accountMail(deps, user.email ? 'changeNew' : 'verify', {
      to: email,
      language: user.language,
      name: user.fullName ?? user.username,
      token,
      hours,
    }),
  );
}

/** Tells an address that someone tried to claim it, instead of telling the requester that it is taken. */
async function sendInUseNotice(deps: Deps, email: string, language: string): Promise<void> {
  const owner = await usersRepository(deps.db).findByEmail(email);
  await deps.mailer.send(
    accountMail(deps, 'inUse', {
      to: email,
      language: owner?.language ?? language,
      name: owner?.fullName ?? null,
    }),
  );
}

/** Whether another account holds this address, verified or waiting. */
async function claimedByOther(deps: Deps, user: UserRow, email: string): Promise<boolean> {
  const repo = usersRepository(deps.db);
  const owner = await repo.findByEmail(email);
  if (owner && owner.id !== user.id) return true;
  if (!(await repo.emailInUse(email))) return false;
  return !same(user.emailUnverify, email) && !same(user.email, email);
}

/** Puts an address in the waiting slot and mails it a link; a taken address gets a notice instead. */
async function startVerification(deps: Deps, user: UserRow, email: string): Promise<void> {
  if (await claimedByOther(deps, user, email)) {
    await sendInUseNotice(deps, email, user.language);
    return;
  }
  let updated: UserRow | undefined;
  try {
    updated = await usersRepository(deps.db).update(user.id, { emailUnverify: email });
  } catch (error) {
    // Taken between the check and the write: the same answer as above.
    if (!isUniqueViolation(error, 'email')) throw error;
    await sendInUseNotice(deps, email, user.language);
    return;
  }
  try {
    await sendVerificationMail(deps, updated ?? user, email);
  } catch (error) {
    // The mail could not go: the address waiting before is put back.
    await usersRepository(deps.db).update(user.id, { emailUnverify: user.emailUnverify });
    throw error;
  }
}

/** POST /users/resend-token-verify-email: a new link for the address given at registration. */
export async function resendVerifyEmail(deps: Deps, user: UserRow, language: Language): Promise<Ack> {
  if (emailStatus(user) !== 'unverified') throw badRequest('account:noUnverifiedEmail');
  await consume(deps.counters, RATE_RULES.mailPerUser, user.id);
  await sendVerificationMail(deps, user, user.emailUnverify!);
  return ack(language, 'account:checkEmail', { email: user.emailUnverify! });
}

/** POST /users/resend-token-verify-new-email: a new link for the address an email change waits on. */
export async function resendVerifyNewEmail(deps: Deps, user: UserRow, language: Language): Promise<Ack> {
  if (emailStatus(user) !== 'pending') throw badRequest('account:noUnverifiedEmail');
  await consume(deps.counters, RATE_RULES.mailPerUser, user.id);
  await sendVerificationMail(deps, user, user.emailUnverify!);
  return ack(language, 'account:checkEmail', { email: user.emailUnverify! });
}

/**
 * POST /users/add-new-profile-email: an account without a verified email (wallet, Telegram, or a mistyped
 * address at registration) gives one and gets a verification link. The answer is the same whether or not
 * the address belongs to someone else, who gets a notice instead.
 */
export async function addNewProfileEmail(
  deps: Deps,
  user: UserRow,
  email: string,
  language: Language,
): Promise<Ack> {
  if (user.email) throw badRequest('account:alreadyHasEmail');
  await consume(deps.counters, RATE_RULES.mailPerUser, user.id);
  await startVerification(deps, user, email);
  return ack(language, 'account:checkEmail', { email });
}

/**
 * POST /users/update-profile-email, step one of the change (spec section 4): instructions go to the current
 * address, whose owner must confirm before the new address hears anything.
 */
export async function updateProfileEmail(
  deps: Deps,
  user: UserRow,
  email: string,
  language: Language,
): Promise<Ack> {
  if (!user.email) throw badRequest('account:noVerifiedEmail');
  if (same(user.email, email)) throw badRequest('account:sameEmail');
  await consume(deps.counters, RATE_RULES.mailPerUser, user.id);
  const oldEmail = user.email;
  await mailTokenLink(deps, { userId: user.id, purpose: 'email_change_old', email }, (token, hours) =>
    accountMail(deps, 'changeOld', {
      to: oldEmail,
      language: user.language,
      name: user.fullName ?? user.username,
      token,
      hours,
      email,
    }),
  );
  return ack(language, 'account:changeEmailSent', { email: user.email });
}

/** POST /auth/verify-old-email-token: the old address's link is good; says which new address it asked for. */
export async function verifyOldEmailToken(deps: Deps, token: string, client: ClientContext) {
  await consume(deps.counters, RATE_RULES.mailTokenPerIp, client.ip);
  const row = await peekAccountToken(deps.db, 'email_change_old', token);
  const user = row && (await usersRepository(deps.db).findById(row.userId));
  if (!row || !user) throw badRequest('account:linkInvalid');
  return { ...ack(client.language, 'account:emailChangeConfirmed'), new_email: row.email };
}

/**
 * POST auth/change-new-email, step two: uses the old address's token and sends the new address (the one
 * requested, or a corrected one) its verification link. The email is then pending. Of two requests with the
 * same token, one is answered and the other refused.
 */
export async function changeNewEmail(
  deps: Deps,
  body: { email: string; token: string },
  client: ClientContext,
): Promise<Ack> {
  await consume(deps.counters, RATE_RULES.mailTokenPerIp, client.ip);
  const row = await peekAccountToken(deps.db, 'email_change_old', body.token);
  const user = row && (await usersRepository(deps.db).findById(row.userId));
  if (!row || !user) throw badRequest('account:linkInvalid');
  if (same(user.email, body.email)) throw badRequest('account:sameEmail');
  await startVerification(deps, user, body.email);
  // Used up only once the new address has its link, so a mail that failed leaves the link working.
  if (!(await consumeAccountToken(deps.db, 'email_change_old', body.token)))
    throw badRequest('account:linkInvalid');
  return ack(client.language, 'account:checkEmail', { email: body.email });
}

/**
 * POST /auth/verify-email-token: the last step of registration or of a change. The token must match the
 * address still waiting (a link for an address since replaced is refused); using it and moving the address
 * happen in one transaction.
 */
export async function verifyEmailToken(deps: Deps, token: string, client: ClientContext): Promise<Ack> {
  await consume(deps.counters, RATE_RULES.mailTokenPerIp, client.ip);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await consumeAccountToken(tx, 'verify_email', token);
      const repo = usersRepository(tx);
      const user = row && (await repo.findById(row.userId));
      if (!row || !user || !same(user.emailUnverify, row.email)) {
        // The link opened again after it worked: its receipt says so, while the address is still the one it verified.
        const receipt = row ? null : await peekAccountToken(tx, 'verified_email', token);
        const owner = receipt && (await repo.findById(receipt.userId));
        if (receipt && owner && same(owner.email, receipt.email))
          return ack(client.language, 'account:emailAlreadyVerified');
        throw badRequest('account:linkInvalid');
      }
      const changed = !!user.email;
      await repo.update(user.id, { email: user.emailUnverify, emailUnverify: null });
      await keepVerifiedReceipt(tx, row);
      return ack(client.language, changed ? 'account:emailUpdated' : 'account:emailVerified');
    });
  } catch (error) {
    // Verified by another account meanwhile: this link can no longer do anything.
    if (isUniqueViolation(error, 'users_email_lower_key')) throw badRequest('account:linkInvalid');
    throw error;
  }
}
