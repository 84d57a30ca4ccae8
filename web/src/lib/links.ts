import { buildPath, ROUTES } from '@w2e/core/routes';

/** Where the help links go (left navigation, drawer, footer, the contact and guide pages): the community chat. */
export const COMMUNITY_CHAT_URL = 'https://t.me/w2ehub_community';

/** A host's own page: a project's, a game's (by slug, else id) or a clan's; null when it has no address. */
export function hostPagePath(host: { kind: 'project' | 'game' | 'clan'; id: string; slug: string | null }) {
  if (host.kind === 'game') return buildPath(ROUTES.gameDetail, { id: host.slug ?? host.id });
  if (!host.slug) return null;
  return buildPath(host.kind === 'project' ? ROUTES.project : ROUTES.clanDetail, { slug: host.slug });
}
