import { parseDiscordInvite } from '@w2e/core/tasks/links';
import { getInviteGuild, getOwnMembership } from '../adapters/discord';
import { usableAccount } from '../modules/social/tokens';
import type { Verifier, VerifierSource } from './index';

/**
 * Discord join: the player's linked Discord account (OAuth2, modules/social/) is a member of the server the
 * task's invite leads to. The invite is resolved at DISCORD_API_BASE, then the membership is read with the
 * player's own token (/users/@me/guilds/{guild}/member, scope guilds.members.read), so no bot has to be in
 * the host's server. A token Discord no longer accepts (expired, revoked) asks the player to link again.
 */
export const discordJoin: Verifier<'discord_join'> = async (deps, task, player) => {
  const settings = deps.config.social.discord;
  if (!settings.clientId) return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  const code = parseDiscordInvite(task.invite_url);
  if (!code) return { kind: 'unavailable', key: 'social:discordInviteInvalid' };
  const perSecond = deps.config.verify.ratePerSecond;
  try {
    const account = await usableAccount(deps, player.id, 'discord');
    if (account === 'none') return { kind: 'refused', key: 'social:discordRequired' };
    if (account === 'relink') return { kind: 'refused', key: 'social:discordRelink' };
    const guild = await getInviteGuild(settings, perSecond, code);
    if (!guild) return { kind: 'unavailable', key: 'social:discordInviteInvalid' };
    const membership = await getOwnMembership(settings, perSecond, account.accessToken, guild.id);
    if (membership === 'member') return { kind: 'granted' };
    if (membership === 'unauthorized') return { kind: 'refused', key: 'social:discordRelink' };
    return { kind: 'refused', key: 'social:discordNotMember', params: { server: guild.name } };
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : error }, 'discord check failed');
    return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  }
};

/** The registry's `discord` source: asked with the player's linked account (OAuth2 client credentials). */
export const discordSource: VerifierSource<'discord'> = {
  configured: (config) => Boolean(config.social.discord.clientId),
  verifiers: { discord_join: discordJoin },
};
