import { describe, expect, it } from 'vitest';
import {
  CLAN_MEMBER_LIMIT_MAX,
  CLANS_PAGE_SIZE,
  clanInvitationBodySchema,
  clanMemberPageSchema,
  clanPageSchema,
  clansQuerySchema,
  createClanBodySchema,
  updateClanBodySchema,
} from './clans';

describe('clan contracts', () => {
  it('default a new clan to public with 50 places and refuse a short name, a bad slug or a bad type', () => {
    expect(createClanBodySchema.parse({ name: 'Night Owls' })).toEqual({
      name: 'Night Owls',
      type: 'public',
      member_limit: 50,
    });
    expect(createClanBodySchema.safeParse({ name: 'N' }).success).toBe(false);
    expect(createClanBodySchema.safeParse({ name: 'Night Owls', slug: 'Night Owls' }).success).toBe(false);
    expect(createClanBodySchema.safeParse({ name: 'Night Owls', type: 'secret' }).success).toBe(false);
    expect(createClanBodySchema.safeParse({ name: 'Night Owls', member_limit: 0 }).success).toBe(false);
    expect(
      createClanBodySchema.safeParse({ name: 'Night Owls', member_limit: CLAN_MEMBER_LIMIT_MAX + 1 }).success,
    ).toBe(false);
  });

  it('let an update change one field without resetting the others to defaults', () => {
    expect(updateClanBodySchema.parse({ member_limit: '10' })).toEqual({ member_limit: 10 });
    expect(updateClanBodySchema.parse({})).toEqual({});
  });

  it('page the clan list by default and filter by type', () => {
    expect(clansQuerySchema.parse({ type: 'private' })).toEqual({
      limit: CLANS_PAGE_SIZE,
      offset: 0,
      type: 'private',
    });
    expect(clansQuerySchema.safeParse({ type: 'other' }).success).toBe(false);
    expect(clanPageSchema.parse({ items: [], total: 0, limit: 20, offset: 0 }).items).toEqual([]);
    expect(
      clanMemberPageSchema.safeParse({
        items: [
          { user: { id: 'u', username: null, name: null }, role: 'boss', state: 'active', joined_at: null },
        ],
        total: 1,
        limit: 20,
        offset: 0,
      }).success,
    ).toBe(false);
  });

  it('need a username to invite', () => {
    expect(clanInvitationBodySchema.safeParse({ username: '  ' }).success).toBe(false);
    expect(clanInvitationBodySchema.parse({ username: ' alice ' })).toEqual({ username: 'alice' });
  });
});

describe('clan form and slugs', () => {
  it('keep /clan/create free and let the form leave the slug empty', async () => {
    const { clanFormSchema } = await import('./clans');
    expect(createClanBodySchema.safeParse({ name: 'Night Owls', slug: 'create' }).success).toBe(false);
    expect(clanFormSchema.parse({ name: 'Night Owls', slug: '', member_limit: '12' })).toMatchObject({
      slug: '',
      member_limit: 12,
    });
    expect(clanFormSchema.safeParse({ name: 'Night Owls', slug: 'Bad Slug' }).success).toBe(false);
  });
});
