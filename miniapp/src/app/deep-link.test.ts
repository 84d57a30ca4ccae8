import { describe, expect, it } from 'vitest';
import { eventStartLink, startTarget } from './deep-link';

describe('startTarget', () => {
  it('opens an event above the root, so back returns to the root', () => {
    expect(startTarget('event_summer-cup-2026')).toEqual({
      entries: ['/', '/events/summer-cup-2026'],
      referral: null,
    });
  });

  it("opens a clan's screen", () => {
    expect(startTarget('clan_night-owls').entries).toEqual(['/', '/clans/night-owls']);
  });

  it('opens a wheel, where a notification about its prize links', () => {
    const id = '6f1c2a9e-1b2c-4d5e-8f90-0123456789ab';
    expect(startTarget(`wheel_${id}`).entries).toEqual(['/', `/wheel/${id}`]);
  });

  it('carries a referral code to the sign-in and opens the root', () => {
    expect(startTarget('ref_ab12cd34')).toEqual({ entries: ['/'], referral: 'AB12CD34' });
  });

  it('opens the root for anything else, including values that could escape the path', () => {
    for (const param of [
      undefined,
      '',
      'event',
      'event_',
      'event_../admin',
      'wheel_x',
      'ref_a b',
      'clan_a/b',
    ]) {
      expect(startTarget(param)).toEqual({ entries: ['/'], referral: null });
    }
  });

  it('round-trips an event link', () => {
    const link = eventStartLink('w2e_bot', 'summer-cup');
    expect(link).toBe('https://t.me/w2e_bot?startapp=event_summer-cup');
    expect(startTarget(new URL(link).searchParams.get('startapp')).entries.at(-1)).toBe('/events/summer-cup');
  });
});
