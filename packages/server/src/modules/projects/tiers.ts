import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import type { PricingTier } from '@w2e/core/pricing/tiers';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { clansRepository } from '../clans/repository';
import { gamesRepository } from '../games/repository';
import { projectsRepository } from './repository';

/**
 * Whatever carries a pricing tier. Projects do now; clans will (a clan master's plan gates the same task
 * types). A clan plugs in by adding a `tier` column to its table, an entry here and a
 * `PATCH /admin/clans/{id}/tier` route that calls `setPricingTier('clan', …)`: the operator's rules, the
 * not-found answer and the quota lookups stay in one place.
 */
export interface TierHolder {
  notFound: TranslationKey;
  /** The holder's id after the change, or undefined when there is no such holder. */
  setTier(db: Db, id: string, tier: PricingTier): Promise<{ id: string } | undefined>;
}

export const TIER_HOLDERS = {
  project: {
    notFound: 'articles:projectNotFound',
    setTier: (db, id, tier) => projectsRepository(db).setTier(id, tier),
  },
  /** A game's plan gates the task types of the events its approved owner hosts for it. */
  game: {
    notFound: 'games:notFound',
    setTier: (db, id, tier) => gamesRepository(db).setTier(id, tier),
  },
  /** A clan's plan gates the task types of the events its owner and admins host for it. */
  clan: {
    notFound: 'clans:notFound',
    setTier: (db, id, tier) => clansRepository(db).setTier(id, tier),
  },
} as const satisfies Record<string, TierHolder>;

export type TierHolderKind = keyof typeof TIER_HOLDERS;

/** Sets the pricing tier of any tier holder (operators only; the route checks). */
export async function setPricingTier(
  deps: Deps,
  kind: TierHolderKind,
  id: string,
  tier: PricingTier,
): Promise<{ id: string }> {
  const holder = TIER_HOLDERS[kind];
  const updated = await holder.setTier(deps.db, id, tier);
  if (!updated) throw notFound(holder.notFound);
  return updated;
}
