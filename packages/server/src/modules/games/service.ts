import {
  type AddGameResult,
  type AddGameValues,
  type GameClaim,
  type GameClaimList,
  type GameClaimResult,
  type gameClaimListQuerySchema,
  RESERVED_GAME_SLUGS,
} from '@w2e/core/contracts/game-claims';
import type { Game, GameDetail, GameList } from '@w2e/core/contracts/games';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { requestLanguage, translator } from '../../lib/i18n';
import { pageResult } from '../../lib/paging';
import { consume, type RateRule } from '../../lib/rate-limit';
import { richTextSanitizer } from '../../lib/rich-text';
import { currentUser } from '../users/access';
import type { UserRow } from '../users/repository';
import { type ClaimWithParties, type GameClaimRow, gameClaimsRepository } from './claims-repository';
import { type GameRow, gamesRepository } from './repository';

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo_url: row.logoUrl,
    banner_url: row.bannerUrl,
    summary: row.summary,
    description: row.description,
    website_url: row.websiteUrl,
    links: Object.fromEntries(
      Object.entries(row.links).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    networks: row.networks,
    genres: row.genres,
    claimed: row.ownerId !== null,
  };
}

function toClaim({ claim, game, user }: ClaimWithParties): GameClaim {
  return {
    id: claim.id,
    status: claim.status,
    message: claim.message,
    created_at: claim.createdAt.toISOString(),
    decided_at: claim.decidedAt?.toISOString() ?? null,
    game: {
      id: game.id,
      slug: game.slug,
      name: game.name,
      logo_url: game.logoUrl,
      claimed: game.ownerId !== null,
    },
    claimant: { id: user.id, username: user.username, name: user.fullName },
  };
}

const gameNotFound = () => notFound('games:notFound');

/** Adding games and claiming them are rare acts for a person; many in an hour is a script. */
export const GAME_RATE_RULES = {
  addPerUser: { name: 'game-add-user', max: 10, windowMs: 60 * 60_000 },
  claimPerUser: { name: 'game-claim-user', max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** A published game by its id or its slug (the portal links by slug, older links by id). */
async function findListed(deps: Deps, idOrSlug: string): Promise<GameRow> {
  const repo = gamesRepository(deps.db);
  const game = (await repo.findById(idOrSlug)) ?? (await repo.findBySlug(idOrSlug));
  if (game?.status !== 'published') throw gameNotFound();
  return game;
}

export async function listGames(
  deps: Deps,
  query: { query?: string; limit: number; offset: number },
): Promise<GameList> {
  return pageResult(await gamesRepository(deps.db).listPublished(query), query, toGame);
}

export async function gameDetail(deps: Deps, request: FastifyRequest, idOrSlug: string): Promise<GameDetail> {
  const game = await findListed(deps, idOrSlug);
  const user = await currentUser(deps, request);
  const mine = user ? await gameClaimsRepository(deps.db).latestOf(game.id, user.id) : undefined;
  return {
    ...toGame(game),
    my_claim: mine ? { id: mine.id, status: mine.status } : null,
    is_owner: user !== null && game.ownerId === user.id,
  };
}

/**
 * POST /api/games: the game is listed at once, unclaimed, with the adder's pending claim for an operator to
 * review. Game and claim are written together, so a refused claim never leaves a game behind.
 */
export async function addGame(
  deps: Deps,
  request: FastifyRequest,
  user: UserRow,
  body: AddGameValues,
): Promise<AddGameResult> {
  await consume(deps.counters, GAME_RATE_RULES.addPerUser, user.id);
  if ((RESERVED_GAME_SLUGS as readonly string[]).includes(body.slug)) {
    throw fieldError('slug', 'games:slugTaken', 409);
  }
  if (await gamesRepository(deps.db).findBySlug(body.slug)) throw fieldError('slug', 'games:slugTaken', 409);
  const description = body.description
    ? richTextSanitizer(deps.config.publicUrl).sanitize(body.description).trim() || null
    : null;
  const t = translator(requestLanguage(request));
  try {
    const { game, claim } = await deps.db.transaction(async (tx) => {
      const game = await gamesRepository(tx).insert({
        slug: body.slug,
        name: body.name,
        summary: body.summary ?? null,
        description,
        websiteUrl: body.website_url ?? null,
        links: body.links,
        networks: body.networks,
        genres: [...new Set(body.genres)],
        logoUrl: body.logo_url ?? null,
        bannerUrl: body.banner_url ?? null,
        status: 'published',
      });
      const claim = await gameClaimsRepository(tx).insert({
        gameId: game.id,
        userId: user.id,
        message: body.claim_message ?? t('games:addIntro'),
      });
      return { game, claim };
    });
    return {
      message: t('games:added'),
      game: toGame(game),
      claim: toClaim(partiesOf(claim, game, user)),
    };
  } catch (error) {
    // Two people adding the same slug at once: the unique index decides, the loser is told why.
    if (isUniqueViolation(error, 'games_slug_key')) throw fieldError('slug', 'games:slugTaken', 409);
    throw error;
  }
}

function partiesOf(claim: GameClaimRow, game: GameRow, user: UserRow): ClaimWithParties {
  return {
    claim,
    game: { id: game.id, slug: game.slug, name: game.name, logoUrl: game.logoUrl, ownerId: game.ownerId },
    user: { id: user.id, username: user.username, fullName: user.fullName },
  };
}

/** POST /api/games/{id}/claims: one pending claim per user and game, and only while the game has no owner. */
export async function claimGame(
  deps: Deps,
  request: FastifyRequest,
  user: UserRow,
  idOrSlug: string,
  message: string,
): Promise<GameClaimResult> {
  const game = await findListed(deps, idOrSlug);
  if (game.ownerId) throw conflict('games:alreadyClaimed');
  await consume(deps.counters, GAME_RATE_RULES.claimPerUser, user.id);
  const repo = gameClaimsRepository(deps.db);
  let claim: GameClaimRow;
  try {
    claim = await repo.insert({ gameId: game.id, userId: user.id, message });
  } catch (error) {
    if (isUniqueViolation(error, 'game_claims_one_pending_key')) throw conflict('games:claimPendingExists');
    throw error;
  }
  const t = translator(requestLanguage(request));
  return { message: t('games:claimSent'), claim: toClaim(partiesOf(claim, game, user)) };
}

export async function listClaims(
  deps: Deps,
  query: z.output<typeof gameClaimListQuerySchema>,
): Promise<GameClaimList> {
  return pageResult(await gameClaimsRepository(deps.db).list(query), query, toClaim);
}

/**
 * Operators decide a pending claim. Approving gives the game its owner unless it already has one (another
 * claim was approved first): then nothing changes and the operator is told.
 */
export async function decideClaim(
  deps: Deps,
  request: FastifyRequest,
  operator: UserRow,
  claimId: string,
  decision: 'approve' | 'reject',
): Promise<GameClaimResult> {
  const repo = gameClaimsRepository(deps.db);
  const existing = await repo.findWithParties(claimId);
  if (!existing) throw notFound('games:claimNotFound');
  if (existing.claim.status !== 'pending') throw conflict('games:claimDecided');
  if (decision === 'approve') {
    const outcome = await repo.approve(claimId, operator.id);
    if (outcome === 'owned') throw conflict('games:alreadyClaimed');
    if (outcome === 'decided') throw conflict('games:claimDecided');
  } else if (!(await repo.reject(claimId, operator.id))) {
    throw conflict('games:claimDecided');
  }
  const fresh = await repo.findWithParties(claimId);
  if (!fresh) throw new AppError(404, 'games:claimNotFound');
  const t = translator(requestLanguage(request));
  return {
    message: t(decision === 'approve' ? 'games:claimApproved' : 'games:claimRejected'),
    claim: toClaim(fresh),
  };
}
