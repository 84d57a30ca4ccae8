import type { Ack } from '@w2e/core/contracts/common';
import {
  type Profile,
  PUBLIC_USER_CLANS_MAX,
  type PublicUser,
  type PublicUserClan,
  type ReferralList,
  type UpdateProfileBody,
  type UpdateProfileResult,
} from '@w2e/core/contracts/users';
import type { Language } from '@w2e/core/i18n/languages';
import { isReservedUsername } from '@w2e/core/validation/account';
import { desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { fieldError, notFound } from '../../lib/errors';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { clansRepository } from '../clans/repository';
import { claimUnique } from './create-user';
import { emailStatus } from './email';
import { type UserRow, usersRepository } from './repository';
import { isTokenHolder, refreshTokenHolder } from './token-holder';

export function toProfile(user: UserRow, referrer: string | null, tokenHolder: boolean): Profile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_unverify: user.emailUnverify,
    email_status: emailStatus(user),
    full_name: user.fullName,
    referral_code: user.referralCode,
    wallet_address: user.walletAddress,
    ton_wallet_address: user.tonAddress,
    referred_by: referrer,
    language: user.language === 'vi' ? 'vi' : 'en',
    has_password: user.passwordHash !== null,
    google_linked: user.googleSub !== null,
    telegram_linked: user.telegramId !== null,
    token_holder: tokenHolder,
    created_at: user.createdAt.toISOString(),
  };
}

/** GET /users/profile (the platform token status re-read when an hour old: token-holder.ts). */
export async function getProfile(deps: Deps, user: UserRow): Promise<Profile> {
  const [referrer, token] = await Promise.all([
    user.referredBy ? usersRepository(deps.db).findById(user.referredBy) : undefined,
    refreshTokenHolder(deps, user),
  ]);
  return toProfile(user, referrer ? (referrer.username ?? referrer.fullName) : null, token === 'holder');
}

/**
 * PATCH /users/profile: username, full name, mail language. A new username must be free (letter case
 * aside; changing only the case of your own is fine). "Update Username successfully" when it changed.
 */
export async function updateProfile(
  deps: Deps,
  user: UserRow,
  body: UpdateProfileBody,
  language: Language,
): Promise<UpdateProfileResult> {
  await consume(deps.counters, RATE_RULES.profileWritesPerUser, user.id);
  const repo = usersRepository(deps.db);
  const usernameChanged = body.username !== undefined && body.username !== user.username;
  // A reserved name can't be taken now; an account that already has one may change its letter case.
  if (
    usernameChanged &&
    isReservedUsername(body.username!) &&
    body.username!.toLowerCase() !== user.username?.toLowerCase()
  ) {
    throw fieldError('username', 'validation:usernameReserved');
  }
  const updated = await claimUnique(repo, user, {
    values: {
      ...(body.username !== undefined ? { username: body.username } : {}),
      ...(body.full_name !== undefined ? { fullName: body.full_name } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
    },
    owner: async () => (usernameChanged ? repo.findByUsername(body.username!) : undefined),
    index: 'users_username_lower_key',
    taken: () => fieldError('username', 'errors:usernameTaken'),
  });
  return {
    ...ack(language, usernameChanged ? 'account:usernameUpdated' : 'account:profileUpdated'),
    profile: await getProfile(deps, updated),
  };
}

/** GET /users/profile/referrals: who joined with the user's code, newest first. */
export async function listReferrals(
  deps: Deps,
  user: UserRow,
  page: { limit: number; offset: number },
): Promise<ReferralList> {
  const where = eq(users.referredBy, user.id);
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({
        username: users.username,
        name: users.fullName,
        joinedAt: sql<Date>`coalesce(${users.referredAt}, ${users.createdAt})`.mapWith(users.createdAt),
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.referredAt), desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return {
    items: rows.map((r) => ({ username: r.username, name: r.name, joined_at: r.joinedAt.toISOString() })),
    total: count?.n ?? 0,
    ...page,
  };
}

/** POST /users/profile/update-master-referral: the user picks their code; unique whatever the letter case. */
export async function updateMasterReferral(
  deps: Deps,
  user: UserRow,
  code: string,
  language: Language,
): Promise<Ack> {
  await consume(deps.counters, RATE_RULES.profileWritesPerUser, user.id);
  const repo = usersRepository(deps.db);
  await claimUnique(repo, user, {
    values: { referralCode: code },
    owner: () => repo.findByReferralCode(code),
    index: 'users_referral_code_upper_key',
    taken: () => fieldError('referral_code', 'account:referralCodeTaken', 409),
  });
  return ack(language, 'account:referralCodeUpdated');
}

/** GET users/username/{username}: the public face of a player. */
export async function publicUser(deps: Deps, username: string): Promise<PublicUser> {
  const user = await usersRepository(deps.db).findByUsername(username);
  if (!user?.username) throw notFound();
  return {
    username: user.username,
    name: user.fullName,
    joined_at: user.createdAt.toISOString(),
    clans: await publicClansOf(deps, user.id),
    token_holder: isTokenHolder(deps.config, user),
  };
}

/**
 * The public clans a player is an active member of, for their public profile (GET /api/users/username/{username}).
 * Private clans are left out: they choose their members, and the profile does not advertise them.
 */
async function publicClansOf(deps: Deps, userId: string): Promise<PublicUserClan[]> {
  const rows = await clansRepository(deps.db).publicOf(userId, PUBLIC_USER_CLANS_MAX);
  return rows.map(({ member, clan }) => ({
    id: clan.id,
    slug: clan.slug,
    name: clan.name,
    banner_url: clan.bannerUrl,
    role: member.role,
    joined_at: member.joinedAt ? member.joinedAt.toISOString() : null,
  }));
}
