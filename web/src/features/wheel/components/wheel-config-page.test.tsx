import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Event, EventHostList } from '@w2e/core/contracts/events';
import type { Wheel, WheelSegment } from '@w2e/core/contracts/wheel';
import { exampleDraftEvent } from '@w2e/core/events/example';
import type { PricingTier } from '@w2e/core/pricing/tiers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, httpFailure, renderRoutes, testUser } from '../../../lib/test-render';
import { EventWheelConfigPage } from './wheel-config-page';

// Typing into a dozen Mantine inputs takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

const routes = [{ path: '/event/:slug/wheel', element: <EventWheelConfigPage /> }];
const EVENT_ID = '4f7c2a52-8a56-4c55-9d2e-0d3c3c1f9a01';
const WHEEL_ID = '9b1d2c3e-4f50-4a61-8b72-93a4b5c6d7e8';

const hostsOf = (tier: PricingTier): EventHostList => ({
  operator: false,
  items: [{ kind: 'project', id: 'p1', name: 'Acme', slug: 'acme', logo_url: null, tier }],
});

function event(overrides: Partial<Event> = {}): Event {
  return exampleDraftEvent({
    id: EVENT_ID,
    status: 'published',
    published_at: '2030-06-01T00:00:00.000Z',
    draft_step: 'reward',
    task_count: 1,
    ...overrides,
  });
}

const segment = (position: number, overrides: Partial<WheelSegment>): WheelSegment => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  position,
  label: `Segment ${position}`,
  image: null,
  prize_kind: 'manual',
  amount: 1,
  score_column: null,
  weight: 1,
  stock: null,
  effective_weight: 1,
  odds: 50,
  ...overrides,
});

const savedWheel: Wheel = {
  id: WHEEL_ID,
  name: 'Summer wheel',
  event_id: EVENT_ID,
  segments: [
    segment(0, { label: 'Ten points', prize_kind: 'score', amount: 10, score_column: 'other', weight: 3 }),
    segment(1, { label: 'Voucher', weight: 1, stock: 4 }),
  ],
  me: null,
  can_manage: true,
};

function render(
  tier: PricingTier,
  extra: Record<string, unknown> = {},
  options: { wheel?: boolean; language?: 'en' | 'vi' } = {},
) {
  const api = fakeHttp({
    'GET events/hosts': hostsOf(tier),
    'GET events/summer-quest': event(options.wheel ? { wheel_id: WHEEL_ID } : {}),
    [`GET wheels/${WHEEL_ID}`]: savedWheel,
    ...extra,
  });
  const view = renderRoutes(routes, {
    path: '/event/summer-quest/wheel',
    http: api.http,
    user: testUser,
    language: options.language,
  });
  return { api, view };
}

const rows = () => screen.getAllByTestId('wheel-segment-row');
const inRow = (index: number) => within(rows()[index]!);
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const odds = () => screen.getAllByTestId('segment-odds').map((badge) => badge.textContent);

/** The message Mantine shows under a field, found from the field itself. */
function errorUnder(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;
}

async function choose(row: number, label: RegExp, option: string) {
  fireEvent.click(inRow(row).getAllByLabelText(label)[0]!);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the event wheel editor', () => {
  it('tells a host below Premium which plan unlocks the wheel, and shows no form', async () => {
    const { api } = render('standard');
    expect((await screen.findByTestId('wheel-tier-locked')).textContent).toContain(
      'The lucky wheel comes with the Premium plan and above. This event’s host is on Standard.',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
    expect(api.calls.some((call) => call.key.startsWith('GET wheels'))).toBe(false);
  });

  it('says so in Vietnamese too', async () => {
    render('basic', {}, { language: 'vi' });
    expect((await screen.findByTestId('wheel-tier-locked')).textContent).toContain(
      'Vòng quay may mắn có từ gói Premium trở lên. Chủ sự kiện này đang dùng gói Basic.',
    );
  });

  it('refuses a missing label and a zero weight under their fields, sending nothing', async () => {
    const { api } = render('premium');
    type(await screen.findByLabelText(/^Wheel name/), 'Summer wheel');
    type(inRow(0).getByLabelText(/^Label/), 'Voucher');
    type(inRow(1).getByLabelText(/^Weight/), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create wheel' }));
    await waitFor(() =>
      expect(errorUnder(inRow(1).getByLabelText(/^Weight/))).toBe(
        'The weight must be a whole number above 0',
      ),
    );
    expect(errorUnder(inRow(1).getByLabelText(/^Label/))).toBe('This field is required');
    expect(errorUnder(inRow(0).getByLabelText(/^Weight/))).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a wheel whose every segment is sold out', async () => {
    const { api } = render('premium');
    type(await screen.findByLabelText(/^Wheel name/), 'Summer wheel');
    for (const index of [0, 1]) {
      type(inRow(index).getByLabelText(/^Label/), `Prize ${index}`);
      type(inRow(index).getByLabelText(/^Stock/), '0');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create wheel' }));
    expect((await screen.findByTestId('segments-error')).textContent).toBe(
      'At least one segment must be winnable (in stock)',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the odds of the next spin as the weights and stock are typed', async () => {
    render('premium');
    await screen.findByLabelText(/^Wheel name/);
    expect(odds()).toEqual(['Odds 50%', 'Odds 50%']);
    type(inRow(0).getByLabelText(/^Weight/), '3');
    await waitFor(() => expect(odds()).toEqual(['Odds 75%', 'Odds 25%']));
    fireEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    await waitFor(() => expect(odds()).toEqual(['Odds 60%', 'Odds 20%', 'Odds 20%']));
    // A sold-out segment can't be won: it counts 0 and the others share its chance.
    type(inRow(1).getByLabelText(/^Stock/), '0');
    await waitFor(() => expect(odds()).toEqual(['Odds 75%', 'Odds 0%', 'Odds 25%']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove segment 3' }));
    await waitFor(() => expect(odds()).toEqual(['Odds 100%', 'Odds 0%']));
  });

  it('creates the wheel with the segments in the order shown, each with only its prize’s fields', async () => {
    const created = { ...savedWheel };
    const { api } = render('premium', { 'POST wheels': created });
    type(await screen.findByLabelText(/^Wheel name/), 'Summer wheel');
    type(inRow(0).getByLabelText(/^Label/), 'Voucher');
    type(inRow(0).getByLabelText(/^Stock/), '4');
    type(inRow(1).getByLabelText(/^Label/), 'Ten points');
    await choose(1, /^Prize/, 'Score');
    type(inRow(1).getByLabelText(/^Points/), '10');
    await choose(1, /^Score column/, 'Other score');
    type(inRow(1).getByLabelText(/^Weight/), '3');
    fireEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    type(inRow(2).getByLabelText(/^Label/), 'Two spins');
    await choose(2, /^Prize/, 'Extra spins');
    type(inRow(2).getByLabelText(/^Spins granted/), '2');
    // Reorder: the score segment first.
    fireEvent.click(screen.getByRole('button', { name: 'Move segment 2 up' }));
    await waitFor(() => expect(inRow(0).getByLabelText<HTMLInputElement>(/^Label/).value).toBe('Ten points'));
    fireEvent.click(screen.getByRole('button', { name: 'Create wheel' }));

    await waitFor(() => expect(api.calls.filter((call) => call.key === 'POST wheels')).toHaveLength(1));
    expect(api.calls.find((call) => call.key === 'POST wheels')?.body).toEqual({
      name: 'Summer wheel',
      event_id: EVENT_ID,
      segments: [
        {
          label: 'Ten points',
          prize_kind: 'score',
          amount: 10,
          score_column: 'other',
          weight: 3,
          stock: null,
        },
        { label: 'Voucher', prize_kind: 'manual', weight: 1, stock: 4 },
        { label: 'Two spins', prize_kind: 'spins', amount: 2, weight: 1, stock: null },
      ],
    });
    expect(await screen.findByText('Wheel created')).toBeTruthy();
  });

  it('edits a saved wheel with PUT, and shows the server’s refusal under the field it names', async () => {
    const { api } = render(
      'premium',
      {
        [`PUT wheels/${WHEEL_ID}/segments`]: () => {
          throw httpFailure(400, 'The weight must be a whole number above 0', 'wheel:weightPositive', [
            { path: 'segments.1.weight', message: 'The weight must be a whole number above 0' },
          ]);
        },
      },
      { wheel: true },
    );
    expect(await screen.findByRole('heading', { name: 'Summer wheel' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Wheel name/)).toBeNull();
    expect(inRow(1).getByLabelText<HTMLInputElement>(/^Stock/).value).toBe('4');
    expect(odds()).toEqual(['Odds 75%', 'Odds 25%']);
    type(inRow(1).getByLabelText(/^Label/), 'Gift card');
    fireEvent.click(screen.getByRole('button', { name: 'Save wheel' }));
    await waitFor(() =>
      expect(errorUnder(inRow(1).getByLabelText(/^Weight/))).toBe(
        'The weight must be a whole number above 0',
      ),
    );
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      segments: [
        {
          label: 'Ten points',
          prize_kind: 'score',
          amount: 10,
          score_column: 'other',
          weight: 3,
          stock: null,
        },
        { label: 'Gift card', prize_kind: 'manual', weight: 1, stock: 4 },
      ],
    });
    // The client's toast says it too (spec section 8).
    expect((await screen.findAllByText('The weight must be a whole number above 0')).length).toBeGreaterThan(
      1,
    );
    expect(screen.getByRole('link', { name: 'Open the wheel' }).getAttribute('href')).toBe(
      `/lucky-wheel?wheel=${WHEEL_ID}`,
    );
  });
});
