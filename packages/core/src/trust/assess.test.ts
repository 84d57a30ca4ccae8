import { describe, expect, it } from 'vitest';
import { type AssessInput, assessEvent, type WalletFact } from './assess';
import { SIGNAL_WEIGHTS } from './score';

const START = Date.parse('2026-06-01T12:00:00Z');
const YEAR = 365 * 86_400_000;

/** A farm of five accounts made minutes before the start, on one /24 and one device, doing tasks in step. */
function campaign(): AssessInput {
  const participants: AssessInput['participants'][number][] = [];
  const sightings: AssessInput['sightings'][number][] = [];
  const completions: AssessInput['completions'][number][] = [];
  const answers: AssessInput['answers'][number][] = [];
  for (let i = 0; i < 5; i++) {
    const id = `farm-${i}`;
    participants.push({
      user_id: id,
      created_at: START - 3_600_000 + i * 20_000,
      email_verified: false,
      telegram_id: null,
      social_linked: 0,
    });
    sightings.push({ user_id: id, kind: 'range', hash: 'net-a', at: START + i * 10_000 });
    sightings.push({ user_id: id, kind: 'address', hash: `ip-${i}`, at: START + i * 10_000 });
    sightings.push({ user_id: id, kind: 'device', hash: 'dev-a', at: START + i * 10_000 });
    ['t1', 't2', 't3', 't4'].forEach((task, step) => {
      completions.push({ user_id: id, task_id: task, at: START + i * 5_000 + step * 20_000 });
    });
    answers.push({
      user_id: id,
      task_id: 'form',
      text: `I love this project, it is great! ${i % 1 === 0 ? '' : i}`,
    });
  }
  // Honest players: old accounts, email, Telegram with our captcha; one family on one address and device-free.
  for (let i = 0; i < 6; i++) {
    const id = `honest-${i}`;
    participants.push({
      user_id: id,
      created_at: START - 2 * YEAR - i * 86_400_000 * 37,
      email_verified: true,
      telegram_id: String(300_000_000 + i),
      social_linked: 1,
    });
    sightings.push({
      user_id: id,
      kind: 'address',
      hash: i < 3 ? 'home' : `ip-h${i}`,
      at: START + i * 60_000,
    });
    sightings.push({ user_id: id, kind: 'device', hash: `dev-h${i}`, at: START + i * 60_000 });
    ['t1', 't2', 't3', 't4'].forEach((task, step) => {
      completions.push({ user_id: id, task_id: task, at: START + i * 3_600_000 + step * 90_000 });
    });
    answers.push({ user_id: id, task_id: 'form', text: `My own words about the project, number ${i}` });
  }
  const groups = new Map(
    participants
      .filter((p) => p.telegram_id)
      .map((p) => [p.telegram_id!, { captcha_passed: true, captcha_failed: false, removed: false }]),
  );
  return { eventStart: START, participants, groups, sightings, completions, answers };
}

describe('assessEvent', () => {
  it('puts the farm at high and the honest players, a family on one address included, at low', () => {
    const { participants, clusters } = assessEvent(campaign());
    const level = (id: string) => participants.find((p) => p.user_id === id)!.level;
    for (let i = 0; i < 5; i++) expect(level(`farm-${i}`)).toBe('high');
    for (let i = 0; i < 6; i++) expect(level(`honest-${i}`)).toBe('low');
    const farm = participants.find((p) => p.user_id === 'farm-0')!;
    expect(farm.reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining([
        'shared_device',
        'lockstep_tasks',
        'shared_range',
        'burst_signup',
        'copied_answers',
      ]),
    );
    expect(farm.reasons.find((r) => r.code === 'shared_device')!.value).toBe(5);
    expect(farm.not_run).toEqual(expect.arrayContaining(['groups', 'wallet']));
    const honest = participants.find((p) => p.user_id === 'honest-0')!;
    expect(honest.not_run).toEqual(['wallet']);
    const kinds = clusters.map((c) => c.kind);
    expect(kinds).toEqual(expect.arrayContaining(['device', 'range', 'lockstep', 'answers']));
    expect(clusters.find((c) => c.kind === 'device')!.members.sort()).toEqual([
      'farm-0',
      'farm-1',
      'farm-2',
      'farm-3',
      'farm-4',
    ]);
    // Three on one home address make a shared-address cluster but stay low.
    expect(clusters.find((c) => c.kind === 'address')!.members.sort()).toEqual([
      'honest-0',
      'honest-1',
      'honest-2',
    ]);
  });

  it('reports a participant never seen doing tasks as not checked for address and device', () => {
    const input = campaign();
    const { participants } = assessEvent({ ...input, sightings: [], groups: null });
    expect(participants[0]!.not_run).toEqual(expect.arrayContaining(['network', 'groups']));
  });

  it('flags completions faster than reading', () => {
    const input: AssessInput = {
      eventStart: START,
      participants: [
        { user_id: 'u', created_at: START - YEAR, email_verified: true, telegram_id: null, social_linked: 0 },
      ],
      groups: new Map(),
      sightings: [],
      completions: ['a', 'b', 'c', 'd'].map((task_id, i) => ({
        user_id: 'u',
        task_id,
        at: START + i * 1000,
      })),
      answers: [],
    };
    expect(assessEvent(input).participants[0]!.reasons).toContainEqual({ code: 'fast_completion', value: 3 });
  });
});

describe('wallet signals', () => {
  /** Old, honest accounts (email, captcha) so only the wallet signals move their score. */
  function withWallets(wallets: Map<string, WalletFact>, ids: string[]): AssessInput {
    return {
      eventStart: START,
      participants: ids.map((user_id, i) => ({
        user_id,
        created_at: START - YEAR - i * 86_400_000,
        email_verified: false,
        telegram_id: null,
        social_linked: 0,
      })),
      groups: new Map(),
      sightings: [],
      completions: [],
      answers: [],
      wallets,
    };
  }
  const MIN = 60_000;

  it('clusters wallets first funded by one address within minutes and raises their risk to high', () => {
    const wallets = new Map<string, WalletFact>();
    for (let i = 0; i < 5; i++)
      wallets.set(`farm-${i}`, {
        age_days: 0,
        tx_count: 0,
        fundings: [{ funder: 'eth:0xfunder', at: START + i * 12_000 }],
      });
    // Two honest wallets funded by the same friend, but days apart, and one funded by the farm's funder later.
    wallets.set('friend-a', {
      age_days: 40,
      tx_count: 12,
      fundings: [{ funder: 'eth:0xfriend', at: START }],
    });
    wallets.set('friend-b', {
      age_days: 38,
      tx_count: 4,
      fundings: [{ funder: 'eth:0xfriend', at: START + 2 * 86_400_000 }],
    });
    wallets.set('late', {
      age_days: 30,
      tx_count: 5,
      fundings: [{ funder: 'eth:0xfunder', at: START + 60 * MIN }],
    });
    const ids = [...wallets.keys()];
    const { participants, clusters } = assessEvent(withWallets(wallets, ids));
    const of = (id: string) => participants.find((p) => p.user_id === id)!;
    for (let i = 0; i < 5; i++) {
      expect(of(`farm-${i}`).level).toBe('high');
      expect(of(`farm-${i}`).reasons).toContainEqual({ code: 'funding_cluster', value: 5 });
      expect(of(`farm-${i}`).not_run).not.toContain('wallet');
    }
    for (const id of ['friend-a', 'friend-b', 'late']) {
      expect(of(id).level).toBe('low');
      expect(of(id).reasons.map((r) => r.code)).not.toContain('funding_cluster');
    }
    expect(clusters).toEqual([
      {
        kind: 'funding',
        key: 'funding-eth-0xfunder',
        members: ['farm-0', 'farm-1', 'farm-2', 'farm-3', 'farm-4'],
      },
    ]);
  });

  it('marks a fresh wallet with no transaction as new and little used, and an old busy one as established', () => {
    const wallets = new Map<string, WalletFact>([
      ['fresh', { age_days: null, tx_count: 0, fundings: [] }],
      ['old', { age_days: 400.6, tx_count: 57, fundings: [] }],
    ]);
    const { participants } = assessEvent(withWallets(wallets, ['fresh', 'old', 'none']));
    const of = (id: string) => participants.find((p) => p.user_id === id)!;
    expect(of('fresh').reasons).toEqual([
      { code: 'wallet_new', value: 0 },
      { code: 'wallet_few_tx', value: 0 },
    ]);
    expect(of('fresh').score).toBe(SIGNAL_WEIGHTS.wallet_new + SIGNAL_WEIGHTS.wallet_few_tx);
    expect(of('old').reasons).toEqual([{ code: 'wallet_established', value: 400 }]);
    // A participant whose wallet was not read: reported, not guessed.
    expect(of('none').not_run).toContain('wallet');
    expect(of('none').reasons).toEqual([]);
  });
});

describe('referral signals', () => {
  const MIN = 60_000;
  const person = (user_id: string, created_at: number, referred_by: string | null = null) => ({
    user_id,
    created_at,
    email_verified: false,
    telegram_id: null,
    social_linked: 0,
    referred_by,
  });
  function withReferrals(participants: ReturnType<typeof person>[]): AssessInput {
    const created = new Map(participants.map((p) => [p.user_id, p.created_at]));
    return {
      eventStart: START,
      participants: participants.map((p) => ({
        ...p,
        referrer_created_at: p.referred_by ? (created.get(p.referred_by) ?? null) : null,
      })),
      groups: new Map(),
      sightings: [],
      completions: [],
      answers: [],
    };
  }
  const codes = (result: ReturnType<typeof assessEvent>, id: string) =>
    result.participants
      .find((p) => p.user_id === id)!
      .reasons.map((r) => r.code)
      .filter((code) => code.startsWith('referral_'));

  it('flags a tree of quick referrals three deep, and its root as a ring; not a star nor slow links', () => {
    const root = START - YEAR;
    const result = assessEvent(
      withReferrals([
        person('m', root),
        ...[1, 2, 3].flatMap((b) => [
          person(`a${b}`, root + b * MIN, 'm'),
          person(`b${b}`, root + b * MIN + 2 * MIN, `a${b}`),
        ]),
        // A teacher and a class signing up within minutes: a star, no chain.
        person('teacher', root - YEAR),
        ...[1, 2, 3, 4].map((s) => person(`s${s}`, root - YEAR + s * MIN, 'teacher')),
        // Friends passing a code on over days.
        person('f1', root - 2 * YEAR),
        person('f2', root - 2 * YEAR + 3 * 86_400_000, 'f1'),
        person('f3', root - 2 * YEAR + 9 * 86_400_000, 'f2'),
      ]),
    );
    for (const id of ['m', 'a1', 'b1', 'a3', 'b3'])
      expect(result.participants.find((p) => p.user_id === id)!.reasons).toContainEqual({
        code: 'referral_chain',
        value: 7,
      });
    expect(result.participants.find((p) => p.user_id === 'm')!.reasons).toContainEqual({
      code: 'referral_ring',
      value: 3,
    });
    for (const id of ['teacher', 's1', 'f1', 'f2', 'f3']) expect(codes(result, id)).toEqual([]);
    expect(result.clusters.filter((c) => c.kind === 'referral').map((c) => c.key)).toEqual([
      'referral-chain-1',
      'referral-ring-1',
    ]);
  });
});
