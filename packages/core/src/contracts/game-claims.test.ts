import { describe, expect, it } from 'vitest';
import { addGameBodySchema, gameClaimBodySchema } from './game-claims';

const base = { name: 'Orbit Quest', slug: 'orbit-quest' };

describe('adding a game', () => {
  it('treats empty optional fields as not given and stores Twitter handles as profile links', () => {
    const parsed = addGameBodySchema.parse({
      ...base,
      summary: '  ',
      website_url: '',
      links: { twitter: '@orbit_quest', discord: '', youtube: 'https://www.youtube.com/@orbit' },
      genres: [' RPG '],
    });
    expect(parsed).toMatchObject({
      summary: undefined,
      website_url: undefined,
      links: {
        twitter: 'https://x.com/orbit_quest',
        discord: undefined,
        youtube: 'https://www.youtube.com/@orbit',
      },
      genres: ['rpg'],
      networks: [],
    });
  });

  it('names the rule each bad field breaks', () => {
    const issues = (input: object) =>
      addGameBodySchema
        .safeParse({ ...base, ...input })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ slug: 'Orbit Quest' })).toEqual([['slug', 'games:slugRule']]);
    expect(issues({ name: ' ' })).toEqual([['name', 'validation:fieldRequired|{"field":"games:name"}']]);
    expect(issues({ links: { telegram: 'https://t.me.evil.example/x' } })).toEqual([
      ['links.telegram', 'validation:socialLink|{"network":"Telegram"}'],
    ]);
    expect(issues({ logo_url: '//evil.example/x.png' })).toEqual([
      ['logo_url', 'validation:invalidImageUrl'],
    ]);
    expect(issues({ networks: ['solana'] })).toEqual([['networks.0', 'games:networkUnknown']]);
    expect(issues({ links: { myspace: 'https://myspace.com/x' } })?.[0]?.[0]).toBe('links');
  });

  it('needs proof in a claim', () => {
    expect(gameClaimBodySchema.safeParse({ message: '  ' }).success).toBe(false);
    expect(gameClaimBodySchema.parse({ message: ' studio email ' })).toEqual({ message: 'studio email' });
  });
});
