import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@w2e/core/contracts/users';
import { exampleEventSummary } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { WelcomePage } from './welcome-page';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: testUser.id,
  username: testUser.username,
  email: null,
  email_unverify: 'player@example.com',
  email_status: 'unverified',
  full_name: 'Player One',
  referral_code: 'ABC123',
  wallet_address: null,
  ton_wallet_address: null,
  referred_by: null,
  language: 'en',
  has_password: true,
  google_linked: false,
  telegram_linked: false,
  token_holder: false,
  created_at: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

const joined = {
  ...exampleEventSummary(),
  score: { in_game: 0, social: 0, other: 0, total: 0 },
  joined_at: '2030-01-02T00:00:00.000Z',
};

async function show(me: Profile, joinedEvents: unknown[] = []) {
  const http = fakeHttp({
    'GET users/profile': me,
    'GET users/my-campaigns': { hosted: [], joined: joinedEvents },
    'POST users/resend-token-verify-email': {
      message: 'Please check email player@example.com to verify your account',
    },
  });
  const view = await renderRoutes(
    [
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/', element: <p>home</p> },
    ],
    { path: '/welcome', http: http.http, user: testUser },
  );
  return { ...view, calls: http.calls };
}

describe('the first-run checklist', () => {
  it('lists the three steps with what to do, and counts the ones done', async () => {
    const { calls } = await show(profile({ telegram_linked: true }));
    expect((await screen.findByTestId('first-run-count')).textContent).toBe('1 of 3 steps done');
    const steps = screen.getAllByTestId('first-run-step');
    expect(steps.map((step) => step.dataset.done)).toEqual(['false', 'true', 'false']);
    expect(steps[0]!.textContent).toContain('Open the link we sent to player@example.com.');
    expect(screen.getByRole('link', { name: 'Find a quest' }).getAttribute('href')).toBe(
      '/event?status=ongoing',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'POST users/resend-token-verify-email')).toBe(true),
    );
  });

  it('goes home once every step is done', async () => {
    const { router } = await show(profile({ email_status: 'verified', wallet_address: '0xabc' }), [joined]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('can be skipped, and stays away afterwards', async () => {
    const { router } = await show(profile());
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    cleanup();
    const again = await show(profile());
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/'));
  });
});
