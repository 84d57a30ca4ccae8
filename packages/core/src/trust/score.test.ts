import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkEligibility,
  DEFAULT_ELIGIBILITY,
  type EligibilityFacts,
  levelOf,
  RISK_THRESHOLDS,
  riskRank,
  SIGNAL_CODES,
  SIGNAL_WEIGHTS,
  type Signal,
  scoreRisk,
} from './score';
import { telegramIdCreatedAt } from './telegram-ids';

const signal = fc.record({
  code: fc.constantFrom(...SIGNAL_CODES),
  value: fc.integer({ min: 0, max: 50 }),
});
const signals = fc.array(signal, { maxLength: 20 });
const riskCodes = SIGNAL_CODES.filter((code) => SIGNAL_WEIGHTS[code] > 0);
const trustCodes = SIGNAL_CODES.filter((code) => SIGNAL_WEIGHTS[code] < 0);

describe('scoreRisk', () => {
  it('keeps the score within 0–100 and the level in line with the thresholds', () => {
    fc.assert(
      fc.property(signals, (list) => {
        const risk = scoreRisk(list);
        expect(risk.score).toBeGreaterThanOrEqual(0);
        expect(risk.score).toBeLessThanOrEqual(100);
        expect(risk.level).toBe(levelOf(risk.score));
      }),
    );
  });

  it('never lowers the level when a risk signal is added, never raises it when a trust signal is', () => {
    fc.assert(
      fc.property(
        signals,
        fc.constantFrom(...riskCodes),
        fc.constantFrom(...trustCodes),
        (list, risky, trusted) => {
          const base = scoreRisk(list);
          const worse = scoreRisk([...list, { code: risky, value: 1 }]);
          const better = scoreRisk([...list, { code: trusted, value: 1 }]);
          expect(worse.score).toBeGreaterThanOrEqual(base.score);
          expect(riskRank(worse.level)).toBeGreaterThanOrEqual(riskRank(base.level));
          expect(better.score).toBeLessThanOrEqual(base.score);
          expect(riskRank(better.level)).toBeLessThanOrEqual(riskRank(base.level));
        },
      ),
    );
  });

  it('does not depend on the order of the signals, and names each code once', () => {
    fc.assert(
      fc.property(signals, (list) => {
        const a = scoreRisk(list);
        const b = scoreRisk([...list].reverse());
        expect(a.score).toBe(b.score);
        expect(a.level).toBe(b.level);
        const codes = a.reasons.map((r) => r.code);
        expect(new Set(codes).size).toBe(codes.length);
      }),
    );
  });

  it('puts a farm account (shared device, lockstep tasks, shared range, burst) at high', () => {
    const farm: Signal[] = [
      { code: 'shared_range', value: 5 },
      { code: 'shared_device', value: 5 },
      { code: 'lockstep_tasks', value: 5 },
      { code: 'burst_signup', value: 5 },
    ];
    expect(scoreRisk(farm).level).toBe('high');
  });

  it('puts an honest account (email, Telegram, captcha) at low, even on a shared home address', () => {
    const honest: Signal[] = [
      { code: 'email_verified', value: 1 },
      { code: 'telegram_linked', value: 1 },
      { code: 'captcha_passed', value: 1 },
    ];
    expect(scoreRisk(honest)).toMatchObject({ level: 'low', score: 0 });
    expect(scoreRisk([...honest, { code: 'shared_address', value: 4 }]).level).toBe('low');
    expect(RISK_THRESHOLDS.medium).toBeGreaterThan(SIGNAL_WEIGHTS.shared_address);
  });
});

describe('checkEligibility', () => {
  const facts = fc.record({
    account_age_days: fc.integer({ min: 0, max: 4000 }),
    email_verified: fc.boolean(),
    telegram_linked: fc.boolean(),
    captcha_passed: fc.boolean(),
    wallet_age_days: fc.option(fc.integer({ min: 0, max: 4000 })),
    wallet_tx_count: fc.option(fc.integer({ min: 0, max: 4000 })),
    risk_level: fc.option(fc.constantFrom('low' as const, 'medium' as const, 'high' as const)),
  }) satisfies fc.Arbitrary<EligibilityFacts>;

  it('has no unmet rule under the default rules except a risk above medium', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const unmet = checkEligibility(DEFAULT_ELIGIBILITY, f).filter((c) => c.status === 'unmet');
        expect(unmet.map((c) => c.code)).toEqual(f.risk_level === 'high' ? ['max_risk_level'] : []);
      }),
    );
  });

  it('checks the minimum account age against the figure', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 4000 }), (f, min) => {
        const check = checkEligibility({ ...DEFAULT_ELIGIBILITY, min_account_age_days: min }, f).find(
          (c) => c.code === 'min_account_age',
        )!;
        expect(check.status).toBe(f.account_age_days >= min ? 'met' : 'unmet');
      }),
    );
  });

  it('leaves wallet rules pending when the wallet could not be read, never guessing', () => {
    const checks = checkEligibility(
      { ...DEFAULT_ELIGIBILITY, min_wallet_age_days: 30, min_wallet_tx_count: 5 },
      {
        account_age_days: 100,
        email_verified: true,
        telegram_linked: true,
        captcha_passed: true,
        wallet_age_days: null,
        wallet_tx_count: null,
        risk_level: null,
      },
    );
    expect(checks.filter((c) => c.status === 'pending').map((c) => c.code)).toEqual([
      'min_wallet_age',
      'min_wallet_tx_count',
      'max_risk_level',
    ]);
  });

  it('applies the wallet rules to a wallet read, and fails them for a player with no wallet', () => {
    const rules = { ...DEFAULT_ELIGIBILITY, min_wallet_age_days: 30, min_wallet_tx_count: 5 };
    const base = {
      account_age_days: 100,
      email_verified: true,
      telegram_linked: true,
      captcha_passed: true,
      risk_level: null,
    };
    const status = (facts: Partial<Parameters<typeof checkEligibility>[1]>) =>
      checkEligibility(rules, { ...base, wallet_age_days: null, wallet_tx_count: null, ...facts })
        .filter((c) => c.code.startsWith('min_wallet'))
        .map((c) => [c.code, c.status, c.actual]);
    expect(status({ wallet_linked: true, wallet_age_days: 2.9, wallet_tx_count: 0 })).toEqual([
      ['min_wallet_age', 'unmet', 2],
      ['min_wallet_tx_count', 'unmet', 0],
    ]);
    expect(status({ wallet_linked: true, wallet_age_days: 400, wallet_tx_count: 5 })).toEqual([
      ['min_wallet_age', 'met', 400],
      ['min_wallet_tx_count', 'met', 5],
    ]);
    expect(status({ wallet_linked: false })).toEqual([
      ['min_wallet_age', 'unmet', null],
      ['min_wallet_tx_count', 'unmet', null],
    ]);
  });
});

describe('telegramIdCreatedAt', () => {
  it('grows with the id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_000_000_000 }),
        fc.integer({ min: 1, max: 9_000_000_000 }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(telegramIdCreatedAt(lo)!).toBeLessThanOrEqual(telegramIdCreatedAt(hi)!);
        },
      ),
    );
  });
  it('dates a 2016 id in 2016 and refuses what is not an id', () => {
    expect(new Date(telegramIdCreatedAt('200097591')!).getUTCFullYear()).toBe(2016);
    expect(telegramIdCreatedAt('abc')).toBeNull();
  });
});
