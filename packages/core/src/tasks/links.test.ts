import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discordInviteLink,
  parseDiscordInvite,
  parseFacebookPageUrl,
  parseTelegramPublicLink,
  parseTweetUrl,
  parseTwitterUsername,
  parseWebUrl,
  parseYoutubeChannelUrl,
  TWITTER_RESERVED,
  telegramLink,
  tweetLink,
} from './links';

const telegramUsername = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{4,31}$/);
const discordCode = fc.stringMatching(/^[A-Za-z0-9-]{2,32}$/);
const twitterUsername = fc
  .stringMatching(/^[A-Za-z0-9_]{1,15}$/)
  // The site's own pages ("tos", "home") are not profiles: a URL naming one is refused, as it should be.
  .filter((name) => !TWITTER_RESERVED.has(name.toLowerCase()));

describe('Telegram links', () => {
  it.each([
    ['https://t.me/w2ehub', 'w2ehub'],
    ['t.me/w2ehub', 'w2ehub'],
    ['http://telegram.me/W2E_Hub/', 'W2E_Hub'],
    ['https://t.me/w2ehub?start=1', 'w2ehub'],
  ])('accept the public link %s', (input, username) => {
    expect(parseTelegramPublicLink(input)).toBe(username);
  });

  it.each([
    'https://t.me/+AbCdEfGh123',
    'https://t.me/joinchat/AbCdEfGh123',
    'https://t.me/joinchat',
    'https://t.me/w2ehub/123',
    'https://t.me/abc',
    'https://t.me/1abcdef',
    '@w2ehub',
    'https://evil.example/w2ehub',
    'https://t.me@evil.example/w2ehub',
    'ftp://t.me/w2ehub',
  ])('refuse %s', (input) => {
    expect(parseTelegramPublicLink(input)).toBeNull();
  });

  it('round-trip every valid username through its link', () => {
    fc.assert(
      fc.property(telegramUsername, (name) => {
        expect(parseTelegramPublicLink(telegramLink(name))).toBe(name);
      }),
    );
  });

  it('refuse every invitation link with a plus sign', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), (hash) => {
        expect(parseTelegramPublicLink(`https://t.me/+${hash}`)).toBeNull();
      }),
    );
  });
});

describe('Discord invitations', () => {
  it.each([
    ['https://discord.gg/w2ehub', 'w2ehub'],
    ['discord.gg/AbC-12', 'AbC-12'],
    ['https://discord.com/invite/w2ehub', 'w2ehub'],
    ['https://www.discordapp.com/invite/w2ehub/', 'w2ehub'],
  ])('accept %s', (input, code) => {
    expect(parseDiscordInvite(input)).toBe(code);
  });

  it.each([
    'https://discord.com/channels/123/456',
    'https://discord.com/w2ehub',
    'https://discord.gg/',
    'https://discord.gg/a',
    'https://discord.gg/has space',
    'https://notdiscord.gg/w2ehub',
    'w2ehub',
  ])('refuse %s', (input) => {
    expect(parseDiscordInvite(input)).toBeNull();
  });

  it('round-trip every invite code through its link', () => {
    fc.assert(
      fc.property(discordCode, (code) => {
        expect(parseDiscordInvite(discordInviteLink(code))).toBe(code);
        expect(parseDiscordInvite(`https://discord.com/invite/${code}`)).toBe(code);
      }),
    );
  });
});

describe('Twitter usernames and tweets', () => {
  it.each([
    ['w2ehub', 'w2ehub'],
    ['@W2E_Hub', 'W2E_Hub'],
    ['https://twitter.com/w2ehub', 'w2ehub'],
    ['https://x.com/w2ehub/', 'w2ehub'],
    ['x.com/w2ehub?s=20', 'w2ehub'],
  ])('accept the username in %s', (input, username) => {
    expect(parseTwitterUsername(input)).toBe(username);
  });

  it.each([
    'a_name_that_is_too_long',
    '@',
    '',
    'w2e-hub',
    'https://x.com/home',
    'https://x.com/w2ehub/status/1',
    'https://facebook.com/w2ehub',
  ])('refuse %s', (input) => {
    expect(parseTwitterUsername(input)).toBeNull();
  });

  it('accept every valid username bare, with @ and as a profile URL', () => {
    fc.assert(
      fc.property(twitterUsername, fc.constantFrom('twitter.com', 'x.com'), (name, site) => {
        expect(parseTwitterUsername(name)).toBe(name);
        expect(parseTwitterUsername(`@${name}`)).toBe(name);
        expect(parseTwitterUsername(`https://${site}/${name}`)).toBe(name);
      }),
    );
  });

  it('read the author and id of a tweet link and round-trip it', () => {
    expect(parseTweetUrl('https://twitter.com/w2ehub/status/1790000000000000000?s=20')).toEqual({
      username: 'w2ehub',
      tweetId: '1790000000000000000',
    });
    expect(parseTweetUrl('https://x.com/w2ehub/status/12/photo/1')?.tweetId).toBe('12');
    expect(parseTweetUrl('https://x.com/w2ehub')).toBeNull();
    expect(parseTweetUrl('https://x.com/i/status/abc')).toBeNull();
    fc.assert(
      fc.property(twitterUsername, fc.stringMatching(/^[1-9]\d{0,19}$/), (username, tweetId) => {
        expect(parseTweetUrl(tweetLink({ username, tweetId }))).toEqual({ username, tweetId });
      }),
    );
  });
});

describe('YouTube and Facebook pages', () => {
  it('accept channel links and drop the tab', () => {
    expect(parseYoutubeChannelUrl('https://www.youtube.com/@w2ehub/videos')).toBe(
      'https://www.youtube.com/@w2ehub',
    );
    expect(parseYoutubeChannelUrl('youtube.com/channel/UC1234567890123456789012')).toBe(
      'https://www.youtube.com/channel/UC1234567890123456789012',
    );
    expect(parseYoutubeChannelUrl('https://m.youtube.com/c/W2EHub')).toBe('https://www.youtube.com/c/W2EHub');
  });

  it('refuse videos, playlists and other sites as channels', () => {
    expect(parseYoutubeChannelUrl('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(parseYoutubeChannelUrl('https://youtu.be/abc')).toBeNull();
    expect(parseYoutubeChannelUrl('https://www.youtube.com/channel/short')).toBeNull();
  });

  it('accept page links and refuse groups, posts and other sites', () => {
    expect(parseFacebookPageUrl('https://facebook.com/w2ehub')).toBe('https://www.facebook.com/w2ehub');
    expect(parseFacebookPageUrl('https://www.facebook.com/people/W2E-Hub/100012345678901/')).toBe(
      'https://www.facebook.com/people/W2E-Hub/100012345678901',
    );
    expect(parseFacebookPageUrl('https://facebook.com/groups/w2ehub')).toBeNull();
    expect(parseFacebookPageUrl('https://facebook.com/w2ehub/posts/1')).toBeNull();
    expect(parseFacebookPageUrl('https://twitter.com/w2ehub')).toBeNull();
  });
});

describe('web and image URLs', () => {
  it('normalise a web page address and refuse hosts without a dot', () => {
    expect(parseWebUrl('w2e.example/play')).toBe('https://w2e.example/play');
    expect(parseWebUrl('http://w2e.example')).toBe('http://w2e.example/');
    expect(parseWebUrl('https://w2e')).toBeNull();
    expect(parseWebUrl('javascript:alert(1)')).toBeNull();
    expect(parseWebUrl('not a url')).toBeNull();
  });
});
