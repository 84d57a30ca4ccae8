import { describe, expect, it } from 'vitest';
import { currentItem, MAIN_NAV, MORE_NAV } from './nav-items';

const all = [...MAIN_NAV, ...MORE_NAV];
const current = (path: string) => currentItem(path, all)?.to;

describe('currentItem', () => {
  it('marks the most specific item', () => {
    expect(current('/')).toBe('/');
    expect(current('/about')).toBe('/about');
    expect(current('/about/team')).toBe('/about');
    expect(current('/about/service')).toBe('/about/service');
    expect(current('/about/service/community-monitoring')).toBe('/about/service');
    expect(current('/about/service/community-monitoring/dashboard')).toBe(
      '/about/service/community-monitoring/dashboard',
    );
    expect(current('/game/42')).toBe('/game');
    expect(current('/insight/')).toBe('/insight');
    expect(current('/event')).toBe('/event');
    expect(current('/event/summer-cup')).toBe('/event');
  });

  it('marks nothing for pages outside the navigation', () => {
    expect(current('/auth/login')).toBeUndefined();
    expect(current('/gameboard')).toBeUndefined();
    expect(current('/eventual')).toBeUndefined();
    expect(current('/404')).toBeUndefined();
  });
});
