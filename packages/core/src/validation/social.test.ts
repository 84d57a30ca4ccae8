import { describe, expect, it } from 'vitest';
import { parseMessage } from './message';
import { socialLinkSchema } from './social';

const problem = (network: Parameters<typeof socialLinkSchema>[0], value: string) => {
  const r = socialLinkSchema(network).safeParse(value);
  return r.success ? null : parseMessage(r.error.issues[0]!.message);
};

describe('social links', () => {
  it('accept each network and its subdomains', () => {
    expect(problem('youtube', 'https://www.youtube.com/@w2e')).toBeNull();
    expect(problem('youtube', 'https://youtu.be/abc')).toBeNull();
    expect(problem('facebook', 'https://m.facebook.com/w2e')).toBeNull();
    expect(problem('discord', 'https://discord.gg/abc')).toBeNull();
    expect(problem('telegram', 'https://t.me/w2ehub')).toBeNull();
  });

  it('refuse other networks and lookalike hosts', () => {
    expect(problem('youtube', 'https://vimeo.com/1')).toEqual({
      key: 'validation:socialLink',
      params: { network: 'Youtube' },
    });
    expect(problem('telegram', 'https://t.me.evil.com/x')?.key).toBe('validation:socialLink');
    expect(problem('facebook', 'https://notfacebook.com/x')?.key).toBe('validation:socialLink');
    expect(problem('discord', 'discord.gg/abc')?.key).toBe('validation:socialLink');
  });

  it('take a Twitter username and store it as a profile URL', () => {
    expect(socialLinkSchema('twitter').parse('@w2e_hub')).toBe('https://x.com/w2e_hub');
    expect(socialLinkSchema('twitter').parse('https://twitter.com/w2e')).toBe('https://twitter.com/w2e');
    expect(problem('twitter', 'way_too_long_for_twitter')?.key).toBe('validation:twitterLink');
    expect(problem('twitter', 'bad-name')?.key).toBe('validation:twitterLink');
  });
});
