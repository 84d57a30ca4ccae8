import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Eligibility, ParticipantRisk } from '@w2e/core/contracts/trust';
import { exampleDraftEvent as draftEvent } from '@w2e/core/events/example';
import { afterEach, describe, expect, it } from 'vitest';
import { EligibilityPanel } from '../components/eligibility-panel';
import { fakeApi, renderAt } from '../test-harness';
import { ParticipantsPage } from './participants-page';

afterEach(cleanup);

const farmer: ParticipantRisk = {
  player: { id: 'f1', username: 'farmer1', name: 'Farmer One' },
  total_score: 90,
  risk: {
    level: 'high',
    score: 100,
    reasons: [
      { code: 'shared_device', value: 5, detail: 'Same device as 4 other accounts' },
      {
        code: 'lockstep_tasks',
        value: 5,
        detail: 'Did the same tasks in the same order, seconds apart, with 4 other accounts',
      },
    ],
    not_run: ['groups', 'wallet'],
  },
};
const honest: ParticipantRisk = {
  player: { id: 'h1', username: 'honest', name: 'Honest Player' },
  total_score: 80,
  risk: {
    level: 'low',
    score: 0,
    reasons: [{ code: 'email_verified', value: 1, detail: 'Verified email' }],
    not_run: ['wallet'],
  },
};

function api() {
  return fakeApi({
    'GET events/summer-quest': draftEvent({ status: 'published' }),
    'GET events/e1/participants/risk': {
      items: [farmer, honest],
      total: 2,
      limit: 50,
      offset: 0,
      counts: { low: 1, medium: 0, high: 1 },
    },
    'GET events/e1/appeals': {
      items: [
        {
          id: 'a1',
          event_id: 'e1',
          user_id: 'f1',
          text: 'I share the school network, please check.',
          status: 'open',
          answer: null,
          created_at: '2030-07-02T10:00:00.000Z',
          answered_at: null,
        },
      ],
    },
    'POST events/e1/participants/f1/decision': (body) => ({
      message: 'Decision recorded',
      decision: { ...(body as object), decided_at: '2030-07-02T10:00:00.000Z' },
    }),
    'POST appeals/a1/decision': (body) => ({
      message: 'Answer sent to the player',
      appeal: {
        id: 'a1',
        event_id: 'e1',
        user_id: 'f1',
        text: 'I share the school network, please check.',
        status: (body as { decision: string }).decision,
        answer: null,
        created_at: '2030-07-02T10:00:00.000Z',
        answered_at: '2030-07-02T11:00:00.000Z',
      },
    }),
    'GET events/e1/participants/clusters': {
      items: [
        {
          kind: 'device',
          key: 'device-abc',
          members: [
            { id: 'f1', username: 'farmer1', name: 'Farmer One' },
            { id: 'f2', username: 'farmer2', name: 'Farmer Two' },
          ],
        },
      ],
    },
  });
}

describe('the host’s participants’ risk page', () => {
  it('shows each participant’s level, reasons and what could not be checked, the groups found, and filters by level', async () => {
    const fake = api();
    renderAt(
      [{ path: '/event/:slug/participants', element: <ParticipantsPage /> }],
      '/event/summer-quest/participants',
      {
        http: fake.http,
      },
    );
    const rows = await screen.findAllByTestId('risk-row', {}, { timeout: 3000 });
    expect(rows.map((row) => row.getAttribute('data-level'))).toEqual(['high', 'low']);
    expect(within(rows[0]!).getByTestId('risk-level').textContent).toBe('High risk · Score 100');
    expect(
      within(rows[0]!)
        .getAllByTestId('risk-reason')
        .map((r) => r.textContent),
    ).toContain('Same device as 4 other accounts');
    expect(within(rows[0]!).getByTestId('risk-not-run').textContent).toBe(
      'Not checked: our Telegram groups (no Telegram linked), wallet (no wallet linked, or no reads for its network)',
    );
    expect(screen.getByTestId('risk-counts').textContent).toBe('Low 1 · Medium 0 · High 1');
    const cluster = await screen.findByTestId('risk-cluster');
    expect(cluster.textContent).toContain('One device');
    expect(cluster.textContent).toContain('2 accounts');
    expect(cluster.textContent).toContain('Farmer One, Farmer Two');

    fireEvent.click(screen.getAllByLabelText('Level')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'High risk' }));
    await waitFor(() =>
      expect(
        fake.calls.filter((call) => call.url === 'events/e1/participants/risk').at(-1)?.params,
      ).toMatchObject({
        level: 'high',
        offset: 0,
      }),
    );
  });

  it('lets the host leave a participant out with a reason, and accept an appeal', async () => {
    const fake = api();
    renderAt(
      [{ path: '/event/:slug/participants', element: <ParticipantsPage /> }],
      '/event/summer-quest/participants',
      { http: fake.http },
    );
    const [row] = await screen.findAllByTestId('risk-row', {}, { timeout: 3000 });
    const exclude = within(row!).getByTestId('decision-exclude');
    expect(exclude.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(row!).getByLabelText('Reason (shown to the player)'), {
      target: { value: 'One device with four others' },
    });
    fireEvent.click(exclude);
    expect(await screen.findByText('Decision recorded')).toBeTruthy();
    expect(fake.calls.find((call) => call.url === 'events/e1/participants/f1/decision')?.body).toEqual({
      decision: 'exclude',
      reason: 'One device with four others',
    });
    const appeal = await screen.findByTestId('appeal');
    expect(appeal.textContent).toContain('I share the school network, please check.');
    fireEvent.click(within(appeal).getByTestId('appeal-accept'));
    expect(await screen.findByText('Answer sent to the player')).toBeTruthy();
    expect(fake.calls.find((call) => call.url === 'appeals/a1/decision')?.body).toEqual({
      decision: 'accepted',
    });
  });

  it('is not shown to someone who does not manage the event', async () => {
    const fake = fakeApi({
      'GET events/summer-quest': draftEvent({
        status: 'published',
        viewer: { can_manage: false, joined: true, score: null },
      }),
    });
    renderAt(
      [{ path: '/event/:slug/participants', element: <ParticipantsPage /> }],
      '/event/summer-quest/participants',
      {
        http: fake.http,
      },
    );
    await waitFor(() => expect(screen.queryByTestId('risk-list')).toBeNull());
    expect(fake.calls.some((call) => call.url.includes('participants'))).toBe(false);
  });
});

describe('the player’s eligibility panel', () => {
  it('says which rules to win the player meets, in words, before the tasks', async () => {
    const answer: Eligibility = {
      eligible: false,
      unmet: ['min_account_age', 'verified_email'],
      rules: [
        { code: 'min_account_age', status: 'unmet', required: 30, actual: 2 },
        { code: 'verified_email', status: 'unmet', required: null, actual: null },
        { code: 'linked_telegram', status: 'met', required: null, actual: null },
        { code: 'max_risk_level', status: 'pending', required: 'medium', actual: null },
      ],
      decision: null,
      appeal: null,
    };
    const fake = fakeApi({ 'GET events/summer-quest/eligibility': answer });
    renderAt(
      [{ path: '/event/:slug', element: <EligibilityPanel slug="summer-quest" eventId="e1" signedIn /> }],
      '/event/summer-quest',
      { http: fake.http },
    );
    const panel = await screen.findByTestId('eligibility-panel', {}, { timeout: 3000 });
    expect(panel.getAttribute('data-eligible')).toBe('false');
    expect(within(panel).getByRole('status').textContent).toBe(
      'You can do the tasks, but you cannot win yet:',
    );
    const rules = within(panel).getAllByTestId('eligibility-rule');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'Not metAn account at least 30 days old at the start (yours: 2)',
      'Not metA verified email',
      'MetTelegram linked to your account',
      'Checked at the endNo sign of a farm of accounts (reviewed when the event ends)',
    ]);
  });

  it('lets a player who cannot win appeal once, and then shows the appeal’s status', async () => {
    const answer: Eligibility = {
      eligible: false,
      unmet: ['verified_email'],
      rules: [{ code: 'verified_email', status: 'unmet', required: null, actual: null }],
      decision: {
        decision: 'exclude',
        reason: 'Same device as a farm',
        decided_at: '2030-07-02T10:00:00.000Z',
      },
      appeal: null,
    };
    const fake = fakeApi({
      'GET events/summer-quest/eligibility': answer,
      'POST events/e1/appeals': (body) => ({
        message: 'Appeal sent to the host',
        appeal: {
          id: 'a1',
          event_id: 'e1',
          user_id: 'u1',
          text: (body as { text: string }).text,
          status: 'open',
          answer: null,
          created_at: '2030-07-02T10:00:00.000Z',
          answered_at: null,
        },
      }),
    });
    renderAt(
      [{ path: '/event/:slug', element: <EligibilityPanel slug="summer-quest" eventId="e1" signedIn /> }],
      '/event/summer-quest',
      { http: fake.http },
    );
    expect((await screen.findByTestId('eligibility-decision', {}, { timeout: 3000 })).textContent).toBe(
      'The host left you out of the rewards: Same device as a farm',
    );
    fireEvent.change(screen.getByLabelText('Appeal to the host (once per event)'), {
      target: { value: 'It is my brother’s phone, we both play.' },
    });
    fireEvent.click(screen.getByTestId('appeal-send'));
    expect(await screen.findByText('Appeal sent to the host')).toBeTruthy();
    expect(fake.calls.find((call) => call.url === 'events/e1/appeals')?.body).toEqual({
      text: 'It is my brother’s phone, we both play.',
    });
  });

  it('asks a visitor to sign in, without asking the API', async () => {
    const fake = fakeApi({});
    renderAt(
      [
        {
          path: '/event/:slug',
          element: <EligibilityPanel slug="summer-quest" eventId="e1" signedIn={false} />,
        },
      ],
      '/event/summer-quest',
      { http: fake.http },
    );
    expect((await screen.findByTestId('eligibility-sign-in')).textContent).toBe(
      'Sign in to see whether you meet the rules to win.',
    );
    expect(fake.calls).toHaveLength(0);
  });
});
