import { beforeEach, describe, expect, it } from 'vitest';
import { referralStore } from './referral-store';
import { tokenStore } from './token-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  tokenStore.clear();
});

describe('token store', () => {
  it('keeps the token in localStorage "jwtToken" and in a cookie with path /', () => {
    tokenStore.set('a.b.c', new Date(Date.now() + 86_400_000).toISOString());
    expect(localStorage.getItem('jwtToken')).toBe('a.b.c');
    expect(document.cookie).toContain('jwtToken=a.b.c');
    expect(tokenStore.get()).toBe('a.b.c');
  });

  it('removes both on sign-out', () => {
    tokenStore.set('a.b.c', new Date(Date.now() + 86_400_000).toISOString());
    tokenStore.clear();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(document.cookie).not.toContain('jwtToken=a.b.c');
  });
});

describe('referral store', () => {
  it('keeps a well-formed code in sessionStorage and ignores a malformed one', () => {
    referralStore.remember('bad-code!');
    expect(referralStore.peek()).toBeNull();
    referralStore.remember('FRIEND42');
    expect(sessionStorage.getItem('referral_code')).toBe('FRIEND42');
    referralStore.clear();
    expect(referralStore.peek()).toBeNull();
  });
});
