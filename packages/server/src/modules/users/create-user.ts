import { isUniqueViolation } from '../../db/database';
import { generateReferralCode } from './referral-code';
import type { NewUser, UserRow, UsersRepository } from './repository';

/**
 * Inserts a user with a fresh referral code. 31^8 codes make a clash rare; a clash just draws another code.
 * Other unique violations (a username, an email, a wallet) are the caller's to answer.
 */
export async function insertUser(
  repo: UsersRepository,
  values: Omit<NewUser, 'referralCode'>,
): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await repo.insert({ ...values, referralCode: generateReferralCode() });
    } catch (error) {
      if (isUniqueViolation(error, 'users_referral_code_upper_key') && attempt < 5) continue;
      throw error;
    }
  }
}

/**
 * The user behind an outside identity (wallet, Telegram, Google, IFO), created on first sign-in. Two first
 * sign-ins at once both try to insert; the unique index lets one win and the other reads the winner.
 */
export async function findOrCreateUser(
  repo: UsersRepository,
  find: () => Promise<UserRow | undefined>,
  create: () => Omit<NewUser, 'referralCode'>,
  identityIndex: string,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await find();
  if (existing) return { user: existing, created: false };
  try {
    return { user: await insertUser(repo, create()), created: true };
  } catch (error) {
    if (!isUniqueViolation(error, identityIndex)) throw error;
    const winner = await find();
    if (!winner) throw error;
    return { user: winner, created: false };
  }
}

/**
 * Sets a column that must be unique across users (username, referral code, wallet, Google account). Someone
 * else holding the value, whether found first or winning a race to the unique index, gets `taken`.
 */
export async function claimUnique(
  repo: UsersRepository,
  user: UserRow,
  claim: {
    values: Parameters<UsersRepository['update']>[1];
    owner: () => Promise<UserRow | undefined>;
    index: string;
    taken: () => Error;
  },
): Promise<UserRow> {
  const owner = await claim.owner();
  if (owner && owner.id !== user.id) throw claim.taken();
  try {
    return (await repo.update(user.id, claim.values)) ?? user;
  } catch (error) {
    if (isUniqueViolation(error, claim.index)) throw claim.taken();
    throw error;
  }
}
