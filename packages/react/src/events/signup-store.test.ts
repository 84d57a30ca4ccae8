import { afterEach, describe, expect, it } from 'vitest';
import { eventSignupStore } from './signup-store';

afterEach(() => sessionStorage.clear());

describe('eventSignupStore', () => {
  it('keeps the event of a registration link until it is cleared', () => {
    eventSignupStore.remember('Summer-Cup');
    expect(eventSignupStore.peek()).toBe('summer-cup');
    eventSignupStore.clear();
    expect(eventSignupStore.peek()).toBeNull();
  });

  it('keeps nothing that cannot be an event slug, and keeps the last good one', () => {
    eventSignupStore.remember('spring-race');
    for (const bad of [null, '', '../admin', 'a b', '-x', 'x'.repeat(101)]) eventSignupStore.remember(bad);
    expect(eventSignupStore.peek()).toBe('spring-race');
  });
});
