import type { Ack } from '@w2e/core/contracts/common';
import type {
  AddGameProfileBody,
  GameOptions,
  GameProfile,
  GameProfileList,
  GameProfileResult,
  UpdateGameProfileBody,
} from '@w2e/core/contracts/game-profiles';
import type { Language } from '@w2e/core/i18n/languages';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { consumeAccountToken } from '../../lib/account-tokens';
import { ack } from '../../lib/ack';
import type { ClientContext } from '../../lib/client-context';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { pageResult } from '../../lib/paging';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { verifyWalletProof, type WalletProof } from '../auth/wallet';
import { gamesRepository } from '../games/repository';
import { accountMail, mailTokenLink } from '../users/mails';
import type { UserRow } from '../users/repository';
import { type GameProfileRow, type GameProfileWithGame, gameProfilesRepository } from './repository';

export function toGameProfile({ profile, game }: GameProfileWithGame): GameProfile {
  return {
    id: profile.id,
    gameId: profile.gameId,
    email: profile.email,
    email_verified: profile.emailVerified,
    wallet: profile.wallet,
    game: { id: game.id, slug: game.slug, name: game.name, logo_url: game.logoUrl },
    created_at: profile.createdAt.toISOString(),
  };
}

const profileMissing = () => notFound('gameProfiles:profileMissing');
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** A wallet is only ever stored after its owner signed for it: the proof must be by that very wallet. */
async function provenWallet(deps: Deps, wallet: string, proof: WalletProof | null): Promise<string> {
  if (!proof) throw badRequest('gameProfiles:walletSignatureRequired');
  const address = await verifyWalletProof(deps, proof);
  if (address.toLowerCase() !== wallet.toLowerCase()) throw unauthorized('account:walletSignatureInvalid');
  return address;
}

/** Mails the game email's verification link; the token is gone again if the mail can't go. */
async function mailGameEmailLink(deps: Deps, user: UserRow, profile: GameProfileRow, game: string) {
  const to = profile.email!;
  await mailTokenLink(
    deps,
    { userId: user.id, purpose: 'game_email', email: to, subjectId: profile.id },
    (token, hours) =>
      accountMail(deps, 'game', {
        to,
        language: user.language,
        name: user.fullName ?? user.username,
        token,
        hours,
        game,
      }),
  );
}

function identityConflict(error: unknown): never {
  if (isUniqueViolation(error, 'game_profiles_user_game_key')) throw conflict('gameProfiles:alreadyLinked');
  if (isUniqueViolation(error, 'game_profiles_game')) throw conflict('gameProfiles:identityTaken');
  throw error;
}

/** GET /users/profile/game-options: published games without an account of the user's yet, by name. */
export async function gameOptions(deps: Deps, user: UserRow): Promise<GameOptions> {
  const [{ items: published }, { items: linked }] = await Promise.all([
    gamesRepository(deps.db).listPublished({ limit: 500, offset: 0 }),
    gameProfilesRepository(deps.db).listForUser(user.id, { limit: 500, offset: 0 }),
  ]);
  const taken = new Set(linked.map(({ game }) => game.id));
  return {
    items: published
      .filter((game) => !taken.has(game.id))
      .map((game) => ({ id: game.id, slug: game.slug, name: game.name, logo_url: game.logoUrl })),
  };
}

/** GET /users/profile/games. */
export async function listGameProfiles(
  deps: Deps,
  user: UserRow,
  query: { query?: string; limit: number; offset: number },
): Promise<GameProfileList> {
  return pageResult(await gameProfilesRepository(deps.db).listForUser(user.id, query), query, toGameProfile);
}

/**
 * POST /users/profile/add-game-profile. An email gets a verification mail (statistics count once it is
 * verified); a wallet needs the signature headers. If the mail can't be sent, the profile goes again.
 */
export async function addGameProfile(
  deps: Deps,
  user: UserRow,
  body: AddGameProfileBody,
  proof: WalletProof | null,
  language: Language,
): Promise<GameProfileResult> {
  await consume(deps.counters, RATE_RULES.profileWritesPerUser, user.id);
  const game = await gamesRepository(deps.db).findById(body.gameId);
  if (game?.status !== 'published') throw notFound('gameProfiles:gameNotFound');
  const email = body.email ?? null;
  const wallet = body.wallet ?? null;
  if (!email && !wallet) throw badRequest('gameProfiles:identityRequired');
  const repo = gameProfilesRepository(deps.db);
  if (await repo.findByUserAndGame(user.id, game.id)) throw conflict('gameProfiles:alreadyLinked');
  if (email) await consume(deps.counters, RATE_RULES.mailPerUser, user.id);
  const provenAddress = wallet ? await provenWallet(deps, wallet, proof) : null;

  let profile: GameProfileRow;
  try {
    profile = await repo.insert({ userId: user.id, gameId: game.id, email, wallet: provenAddress });
  } catch (error) {
    identityConflict(error);
  }
  if (email) {
    try {
      await mailGameEmailLink(deps, user, profile, game.name);
    } catch (error) {
      await repo.delete(user.id, profile.id);
      throw error;
    }
  }
  return {
    ...ack(language, 'gameProfiles:added'),
    profile: toGameProfile({ profile, game }),
  };
}

/**
 * PATCH /users/profile/update-game-profile. A changed email is unverified again and gets a mail; a changed
 * wallet needs a new signature; clearing either is allowed as long as one remains.
 */
export async function updateGameProfile(
  deps: Deps,
  user: UserRow,
  body: UpdateGameProfileBody,
  proof: WalletProof | null,
  language: Language,
): Promise<GameProfileResult> {
  await consume(deps.counters, RATE_RULES.profileWritesPerUser, user.id);
  const repo = gameProfilesRepository(deps.db);
  const current = await repo.findForUser(user.id, body.id);
  if (!current || current.profile.gameId !== body.gameId) throw profileMissing();
  const email = body.email === undefined ? current.profile.email : body.email;
  const wallet = body.wallet === undefined ? current.profile.wallet : body.wallet;
  if (!email && !wallet) throw badRequest('gameProfiles:identityRequired');
  const emailChanged = !sameText(email, current.profile.email);
  const walletChanged = !sameText(wallet, current.profile.wallet);
  if (emailChanged && email) await consume(deps.counters, RATE_RULES.mailPerUser, user.id);
  const provenAddress = wallet && walletChanged ? await provenWallet(deps, wallet, proof) : wallet;

  let profile: GameProfileRow | undefined;
  try {
    profile = await repo.update(current.profile.id, {
      email,
      wallet: provenAddress,
      ...(emailChanged ? { emailVerified: false } : {}),
    });
  } catch (error) {
    identityConflict(error);
  }
  if (!profile) throw profileMissing();
  if (emailChanged && email) {
    try {
      await mailGameEmailLink(deps, user, profile, current.game.name);
    } catch (error) {
      // The mail could not go: the profile is put back as it was.
      const { email: oldEmail, wallet: oldWallet, emailVerified } = current.profile;
      await repo.update(profile.id, { email: oldEmail, wallet: oldWallet, emailVerified });
      throw error;
    }
  }
  return {
    ...ack(language, 'gameProfiles:updated'),
    profile: toGameProfile({ profile, game: current.game }),
  };
}

/** DELETE /users/profile/delete-game/{id} with body gameId: both must name the user's profile. */
export async function deleteGameProfile(
  deps: Deps,
  user: UserRow,
  id: string,
  gameId: string,
  language: Language,
): Promise<Ack> {
  const repo = gameProfilesRepository(deps.db);
  const current = await repo.findForUser(user.id, id);
  if (!current || current.profile.gameId !== gameId) throw profileMissing();
  if (!(await repo.delete(user.id, id))) throw profileMissing();
  return ack(language, 'gameProfiles:removed');
}

/** POST /users/profile/resend-email-verify-game-profile/{id}. */
export async function resendGameEmail(
  deps: Deps,
  user: UserRow,
  id: string,
  language: Language,
): Promise<Ack> {
  const current = await gameProfilesRepository(deps.db).findForUser(user.id, id);
  if (!current) throw profileMissing();
  if (!current.profile.email) throw badRequest('gameProfiles:identityRequired');
  if (current.profile.emailVerified) throw badRequest('gameProfiles:emailAlreadyVerified');
  await consume(deps.counters, RATE_RULES.mailPerUser, user.id);
  await mailGameEmailLink(deps, user, current.profile, current.game.name);
  return ack(language, 'account:checkEmail', { email: current.profile.email });
}

/**
 * POST /auth/verify-email-game-token: the link of a game profile's mail. Works once, only for the address it
 * was sent to, and not when another player has since verified the same address for the game.
 */
export async function verifyGameEmailToken(deps: Deps, token: string, client: ClientContext): Promise<Ack> {
  await consume(deps.counters, RATE_RULES.mailTokenPerIp, client.ip);
  try {
    await deps.db.transaction(async (tx) => {
      const row = await consumeAccountToken(tx, 'game_email', token);
      const repo = gameProfilesRepository(tx);
      const profile = row?.subjectId ? await repo.findById(row.subjectId) : undefined;
      if (!row || !profile || !sameText(profile.email, row.email)) throw badRequest('account:linkInvalid');
      await repo.update(profile.id, { emailVerified: true });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'game_profiles_game_verified_email_key')) {
      throw conflict('gameProfiles:identityTaken');
    }
    throw error;
  }
  return ack(client.language, 'gameProfiles:emailAdded');
}
