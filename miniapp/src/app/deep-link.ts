/**
 * Deep links: `t.me/<bot>?startapp=<param>` opens the Mini App with `tgWebAppStartParam`. Telegram allows
 * only A-Z, a-z, 0-9, `_` and `-` there (64 at most), so a link is `<kind>_<value>`:
 * - `event_<slug>` opens that event (back goes to the root);
 * - `clan_<slug>` opens that clan's screen (its feature adds the route `/clans/:slug`);
 * - `wheel_<id>` opens that wheel (a notification's button in the bot's chat links there);
 * - `ref_<code>` opens the root and carries the referral code to the sign-in.
 * Anything else opens the root.
 */
export interface StartTarget {
  /** The memory router's first history: the root, then the screen the link names. */
  entries: string[];
  referral: string | null;
}

const SLUG = /^[A-Za-z0-9-]{1,60}$/;
const CODE = /^[A-Za-z0-9]{1,32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function startTarget(param: string | undefined | null): StartTarget {
  const root: StartTarget = { entries: ['/'], referral: null };
  if (!param) return root;
  const at = param.indexOf('_');
  if (at === -1) return root;
  const kind = param.slice(0, at);
  const value = param.slice(at + 1);
  if (kind === 'event' && SLUG.test(value)) return { ...root, entries: ['/', `/events/${value}`] };
  if (kind === 'clan' && SLUG.test(value)) return { ...root, entries: ['/', `/clans/${value}`] };
  if (kind === 'wheel' && UUID.test(value)) return { ...root, entries: ['/', `/wheel/${value}`] };
  if (kind === 'ref' && CODE.test(value)) return { ...root, referral: value.toUpperCase() };
  return root;
}

/** The link that opens an event in this Mini App (the bot's main Mini App), to share in a chat. */
export function eventStartLink(botUsername: string, slug: string): string {
  return `https://t.me/${botUsername}?startapp=event_${slug}`;
}
