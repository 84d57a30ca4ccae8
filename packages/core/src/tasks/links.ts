/**
 * Parsers for the links task owners paste. People paste with or without the scheme, with `www.`, a trailing
 * slash, tracking query strings or `@`; each parser accepts those and returns the one part the verifier needs
 * (a username, an invite code, a tweet id) or null. Zod schemas in the registry turn null into the message
 * the spec gives. `parseWebUrl` normalises the pages players are sent to; image addresses are checked by
 * validation/rules.ts `isImageUrl`.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** An http(s) URL, adding https:// when the scheme is left out. Credentials in the URL are refused. */
function toUrl(input: string): URL | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // `https://t.me@evil.example/x` has host evil.example; refusing userinfo keeps the host what it looks like.
  if (url.username !== '' || url.password !== '') return null;
  return url;
}

function host(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

function segments(url: URL): string[] {
  return url.pathname.split('/').filter((part) => part !== '');
}

/**
 * Telegram usernames: 5-32 characters of letters, digits and underscores, starting with a letter. Anything
 * else after t.me/ (`+AbC…`, `joinchat/…`) is a private invitation, which a bot cannot check membership of.
 */
const TELEGRAM_USERNAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
const TELEGRAM_HOSTS = ['t.me', 'telegram.me', 'telegram.dog'];

/** The group or channel username of a public link such as https://t.me/w2ehub, else null. */
export function parseTelegramPublicLink(input: string): string | null {
  const url = toUrl(input);
  if (!url || !TELEGRAM_HOSTS.includes(host(url))) return null;
  const parts = segments(url);
  if (parts.length !== 1) return null;
  const [name = ''] = parts;
  return TELEGRAM_USERNAME.test(name) && name.toLowerCase() !== 'joinchat' ? name : null;
}

export function telegramLink(username: string): string {
  return `https://t.me/${username}`;
}

const DISCORD_CODE = /^[A-Za-z0-9-]{2,32}$/;

/** The invite code of discord.gg/CODE or discord.com/invite/CODE (discordapp.com too), else null. */
export function parseDiscordInvite(input: string): string | null {
  const url = toUrl(input);
  if (!url) return null;
  const parts = segments(url);
  const where = host(url);
  let code: string | undefined;
  if (where === 'discord.gg' && parts.length === 1) code = parts[0];
  else if ((where === 'discord.com' || where === 'discordapp.com') && parts.length === 2) {
    if (parts[0] === 'invite') code = parts[1];
  }
  return code !== undefined && DISCORD_CODE.test(code) ? code : null;
}

export function discordInviteLink(code: string): string {
  return `https://discord.gg/${code}`;
}

const TWITTER_USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const TWITTER_HOSTS = ['twitter.com', 'x.com', 'mobile.twitter.com', 'mobile.x.com'];
/** First path segments that are pages of the site, not profiles. */
export const TWITTER_RESERVED = new Set([
  'home',
  'i',
  'intent',
  'search',
  'explore',
  'settings',
  'messages',
  'notifications',
  'hashtag',
  'share',
  'login',
  'signup',
  'tos',
  'privacy',
]);

/** A Twitter (X) username from a profile URL, `@name` or a bare `name`; null when it is neither. */
export function parseTwitterUsername(input: string): string | null {
  const text = input.trim();
  const bare = text.startsWith('@') ? text.slice(1) : text;
  if (TWITTER_USERNAME.test(bare)) return bare;
  if (text.startsWith('@')) return null;
  const url = toUrl(text);
  if (!url || !TWITTER_HOSTS.includes(host(url))) return null;
  const parts = segments(url);
  if (parts.length !== 1) return null;
  const [name = ''] = parts;
  return TWITTER_USERNAME.test(name) && !TWITTER_RESERVED.has(name.toLowerCase()) ? name : null;
}

export interface TweetRef {
  username: string;
  tweetId: string;
}

/** The author and id of a tweet link (twitter.com or x.com, `/user/status/id`, extra segments allowed). */
export function parseTweetUrl(input: string): TweetRef | null {
  const url = toUrl(input);
  if (!url || !TWITTER_HOSTS.includes(host(url))) return null;
  const [username = '', status, tweetId = ''] = segments(url);
  if (!TWITTER_USERNAME.test(username) || TWITTER_RESERVED.has(username.toLowerCase())) return null;
  if (status !== 'status' || !/^\d{1,20}$/.test(tweetId)) return null;
  return { username, tweetId };
}

export function tweetLink({ username, tweetId }: TweetRef): string {
  return `https://x.com/${username}/status/${tweetId}`;
}

const YOUTUBE_HOSTS = ['youtube.com', 'm.youtube.com'];

/**
 * The canonical address of a YouTube channel link: /@handle, /channel/UC…, /c/name or /user/name, with any
 * tab (/videos, /featured) dropped. Null for videos, playlists and other sites.
 */
export function parseYoutubeChannelUrl(input: string): string | null {
  const url = toUrl(input);
  if (!url || !YOUTUBE_HOSTS.includes(host(url))) return null;
  const [first = '', second = ''] = segments(url);
  let path: string | null = null;
  if (/^@[A-Za-z0-9._-]{3,30}$/.test(first)) path = first;
  else if (first === 'channel' && /^UC[A-Za-z0-9_-]{22}$/.test(second)) path = `channel/${second}`;
  else if ((first === 'c' || first === 'user') && /^[A-Za-z0-9._-]{1,100}$/.test(second)) {
    path = `${first}/${second}`;
  }
  return path === null ? null : `https://www.youtube.com/${path}`;
}

const FACEBOOK_HOSTS = ['facebook.com', 'm.facebook.com', 'web.facebook.com', 'fb.com'];
/** First path segments that are Facebook features, not pages. */
const FACEBOOK_RESERVED = new Set([
  'groups',
  'events',
  'watch',
  'marketplace',
  'gaming',
  'login',
  'login.php',
  'share',
  'sharer',
  'sharer.php',
  'dialog',
  'photo',
  'photo.php',
  'story.php',
  'permalink.php',
  'reel',
  'hashtag',
]);

/** The canonical address of a Facebook page link (facebook.com/name or facebook.com/people/name/id). */
export function parseFacebookPageUrl(input: string): string | null {
  const url = toUrl(input);
  if (!url || !FACEBOOK_HOSTS.includes(host(url))) return null;
  const parts = segments(url);
  const [first = '', second = '', third = ''] = parts;
  if (first === 'people' && parts.length === 3 && /^\d{5,20}$/.test(third)) {
    return `https://www.facebook.com/people/${second}/${third}`;
  }
  if (parts.length !== 1 || FACEBOOK_RESERVED.has(first.toLowerCase())) return null;
  return /^[A-Za-z0-9.-]{5,50}$/.test(first) ? `https://www.facebook.com/${first}` : null;
}

/**
 * A web page a player is sent to: http(s) with a dotted host name (so a typo such as "https://mysite" is
 * caught), the scheme added when left out. Returns the normalised address.
 */
export function parseWebUrl(input: string): string | null {
  const url = toUrl(input);
  if (!url) return null;
  const name = url.hostname;
  if (!name.includes('.') || name.startsWith('.') || name.endsWith('.')) return null;
  return url.href;
}
