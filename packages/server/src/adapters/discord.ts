import type { SocialProviderConfig } from '../config';
import { retryUnlessAnswered } from './oauth';
import { callOutside } from './outside';

/**
 * Discord's REST API at DISCORD_API_BASE, for the Discord join check: an invite resolved to its server, and
 * the player's own membership of that server read with the player's OAuth2 token (scope
 * guilds.members.read). Discord's definite answers (404 unknown invite or not a member, 401 a revoked token)
 * are returned; a 429, a 5xx, a timeout go through callOutside's retry and become an OutsideFailure.
 */

export interface DiscordGuild {
  id: string;
  name: string;
}

/** GET /invites/{code}: the invite's server, or null when Discord knows no such invite (expired, deleted). */
export function getInviteGuild(
  config: SocialProviderConfig,
  perSecond: number,
  code: string,
): Promise<DiscordGuild | null> {
  return callOutside('discord', perSecond, async (signal) => {
    const response = await fetch(`${config.apiBase}/invites/${encodeURIComponent(code)}`, {
      headers: { accept: 'application/json' },
      signal,
    });
    retryUnlessAnswered(response);
    if (response.status === 404) return null;
    const body = (await response.json()) as { guild?: { id?: unknown; name?: unknown }; guild_id?: unknown };
    const id = body.guild?.id ?? body.guild_id;
    if (!response.ok || typeof id !== 'string') throw new Error(`invite answered ${response.status}`);
    return { id, name: typeof body.guild?.name === 'string' ? body.guild.name : id };
  });
}

/** GET /users/@me/guilds/{guild}/member with the player's token. */
export function getOwnMembership(
  config: SocialProviderConfig,
  perSecond: number,
  accessToken: string,
  guildId: string,
): Promise<'member' | 'not_member' | 'unauthorized'> {
  return callOutside('discord', perSecond, async (signal) => {
    const response = await fetch(`${config.apiBase}/users/@me/guilds/${encodeURIComponent(guildId)}/member`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal,
    });
    retryUnlessAnswered(response);
    if (response.status === 404) return 'not_member';
    if (response.status === 401 || response.status === 403) return 'unauthorized';
    const body = (await response.json()) as { joined_at?: unknown; pending?: unknown };
    if (!response.ok || typeof body.joined_at !== 'string')
      throw new Error(`member answered ${response.status}`);
    return 'member';
  });
}
