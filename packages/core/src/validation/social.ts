import { z } from 'zod';
import { message } from './message';
import { isHttpUrl } from './rules';

/** The social networks a profile, game or project may link (spec section 5). */
export const SOCIAL_NETWORKS = ['youtube', 'twitter', 'facebook', 'discord', 'telegram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const HOSTS: Record<SocialNetwork, string[]> = {
  youtube: ['youtube.com', 'youtu.be'],
  twitter: ['twitter.com', 'x.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  discord: ['discord.gg', 'discord.com', 'discordapp.com'],
  telegram: ['t.me', 'telegram.me'],
};

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  youtube: 'Youtube',
  twitter: 'Twitter',
  facebook: 'Facebook',
  discord: 'Discord',
  telegram: 'Telegram',
};

/** Twitter handles: 1 to 15 letters, digits or underscores, with or without the @. */
export const TWITTER_HANDLE = /^@?([A-Za-z0-9_]{1,15})$/;

/** Whether a URL points at the network: its host or a subdomain of it (www., m., …), never a lookalike. */
export function isSocialLink(network: SocialNetwork, value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const host = new URL(value).hostname.toLowerCase();
  return HOSTS[network].some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * A link to the given network. Twitter also takes a bare username, stored as its profile URL so every link
 * opens the same way.
 */
export function socialLinkSchema(network: SocialNetwork) {
  if (network === 'twitter') {
    return z
      .string()
      .trim()
      .refine((v) => TWITTER_HANDLE.test(v) || isSocialLink('twitter', v), {
        error: message('validation:twitterLink'),
      })
      .transform((v) => {
        const handle = TWITTER_HANDLE.exec(v)?.[1];
        return handle ? `https://x.com/${handle}` : v;
      });
  }
  return z
    .string()
    .trim()
    .refine((v) => isSocialLink(network, v), {
      error: message('validation:socialLink', { network: NETWORK_NAMES[network] }),
    });
}
