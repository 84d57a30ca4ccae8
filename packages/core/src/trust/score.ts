/**
 * Risk scoring (docs/trust.md): every signal a participant carries adds its weight (risk signals) or takes it
 * off (trust signals); the sum, held in [0, 100], gives the level. Pure, so the server (at the event's end and
 * on the host's page) and the tests run the same rules. Every weight and threshold is here, with its reason in
 * docs/trust.md; change them together.
 */

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Signals that point to a farm (positive weight) or to a person (negative weight). */
export const SIGNAL_WEIGHTS = {
  // The account
  account_new_day: 20,
  account_new_week: 10,
  telegram_recent_id: 10,
  email_verified: -10,
  telegram_linked: -5,
  social_linked: -5,
  // Our Telegram groups
  captcha_passed: -15,
  group_removed: 30,
  group_flagged: 10,
  // Addresses and devices
  shared_address: 20,
  shared_range: 15,
  shared_device: 40,
  // Behaviour
  burst_signup: 15,
  lockstep_tasks: 35,
  fast_completion: 20,
  copied_answers: 25,
  // Referrals
  referral_ring: 40,
  referral_chain: 25,
  // Wallets (read through the RPC adapters at the event's end)
  funding_cluster: 40,
  wallet_new: 15,
  wallet_few_tx: 5,
  wallet_established: -10,
} as const satisfies Record<string, number>;
export type SignalCode = keyof typeof SIGNAL_WEIGHTS;
export const SIGNAL_CODES = Object.keys(SIGNAL_WEIGHTS) as SignalCode[];

/** At most this much is taken off for linked Discord/X accounts together. */
export const SOCIAL_LINKED_CAP = 2;

/** Score thresholds of the levels: at or above `high` is high, at or above `medium` is medium. */
export const RISK_THRESHOLDS = { medium: 30, high: 60 } as const;
export const MAX_SCORE = 100;

/** Sources of signals; a source that could not run for a participant is reported, never guessed. */
export const SIGNAL_SOURCES = ['account', 'groups', 'network', 'behaviour', 'wallet'] as const;
export type SignalSource = (typeof SIGNAL_SOURCES)[number];

/** One signal a participant carries, and the figure behind it (days, accounts, seconds…). */
export interface Signal {
  code: SignalCode;
  value: number;
}

export interface Risk {
  level: RiskLevel;
  score: number;
  /** The signals that counted, heaviest first (risk before trust). */
  reasons: Signal[];
}

export function levelOf(score: number): RiskLevel {
  if (score >= RISK_THRESHOLDS.high) return 'high';
  if (score >= RISK_THRESHOLDS.medium) return 'medium';
  return 'low';
}

export const riskRank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

function weightOf(signal: Signal): number {
  if (signal.code === 'social_linked')
    return SIGNAL_WEIGHTS.social_linked * Math.min(SOCIAL_LINKED_CAP, Math.max(0, signal.value));
  return SIGNAL_WEIGHTS[signal.code];
}

/** The level, score and reasons of one participant's signals (each code counted once). */
export function scoreRisk(signals: readonly Signal[]): Risk {
  const byCode = new Map<SignalCode, Signal>();
  // A code counted twice keeps its largest figure.
  for (const signal of signals) {
    const seen = byCode.get(signal.code);
    if (!seen || signal.value > seen.value)
      byCode.set(signal.code, { code: signal.code, value: signal.value });
  }
  // The two "new account" grades are one signal: the stronger wins.
  if (byCode.has('account_new_day')) byCode.delete('account_new_week');
  // One shared address implies its shared range: the same fact, counted once (the address, the heavier).
  if (byCode.has('shared_address')) byCode.delete('shared_range');
  const reasons = [...byCode.values()].sort(
    (a, b) => weightOf(b) - weightOf(a) || a.code.localeCompare(b.code),
  );
  const sum = reasons.reduce((total, signal) => total + weightOf(signal), 0);
  const score = Math.max(0, Math.min(MAX_SCORE, sum));
  return { level: levelOf(score), score, reasons };
}

// ------------------------------------------------------------------------------------------- Eligibility

/** What a participant's account shows, for an event's eligibility rules. */
export interface EligibilityFacts {
  account_age_days: number;
  email_verified: boolean;
  telegram_linked: boolean;
  /** Null: our groups' records could not be read for them (no Telegram linked counts as not passed). */
  captcha_passed: boolean;
  /** Whether the player linked an EVM wallet (without one, a wallet rule is unmet). */
  wallet_linked?: boolean;
  /** Null when the wallet could not be read (no RPC configured for its network): its rules stay pending. */
  wallet_age_days: number | null;
  wallet_tx_count: number | null;
  /** Null before the event's end: risk is decided once, when the list is frozen. */
  risk_level: RiskLevel | null;
}

export interface EligibilityRulesInput {
  min_account_age_days: number | null;
  verified_email: boolean;
  linked_telegram: boolean;
  passed_captcha: boolean;
  min_wallet_age_days: number | null;
  min_wallet_tx_count: number | null;
  max_risk_level: RiskLevel;
}

export const DEFAULT_ELIGIBILITY: EligibilityRulesInput = {
  min_account_age_days: null,
  verified_email: false,
  linked_telegram: false,
  passed_captcha: false,
  min_wallet_age_days: null,
  min_wallet_tx_count: null,
  max_risk_level: 'medium',
};

export const RULE_CODES = [
  'min_account_age',
  'verified_email',
  'linked_telegram',
  'passed_captcha',
  'min_wallet_age',
  'min_wallet_tx_count',
  'max_risk_level',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

/** A rule of the event and how the participant stands: met, unmet, or not known yet (checked later / cannot be). */
export interface RuleCheck {
  code: RuleCode;
  status: 'met' | 'unmet' | 'pending';
  /** What the rule asks (days, transactions, the highest level); null for a yes/no rule. */
  required: number | string | null;
  actual: number | string | null;
}

/** The event's active rules checked against one participant's facts. */
export function checkEligibility(rules: EligibilityRulesInput, facts: EligibilityFacts): RuleCheck[] {
  const checks: RuleCheck[] = [];
  const yesNo = (code: RuleCode, on: boolean, value: boolean) => {
    if (on) checks.push({ code, status: value ? 'met' : 'unmet', required: null, actual: null });
  };
  if (rules.min_account_age_days !== null && rules.min_account_age_days > 0)
    checks.push({
      code: 'min_account_age',
      status: facts.account_age_days >= rules.min_account_age_days ? 'met' : 'unmet',
      required: rules.min_account_age_days,
      actual: Math.floor(facts.account_age_days),
    });
  yesNo('verified_email', rules.verified_email, facts.email_verified);
  yesNo('linked_telegram', rules.linked_telegram, facts.telegram_linked);
  yesNo('passed_captcha', rules.passed_captcha, facts.captcha_passed);
  const minimum = (code: RuleCode, required: number | null, actual: number | null) => {
    if (required === null || required <= 0) return;
    checks.push({
      code,
      status:
        facts.wallet_linked === false
          ? 'unmet'
          : actual === null
            ? 'pending'
            : actual >= required
              ? 'met'
              : 'unmet',
      required,
      actual,
    });
  };
  minimum(
    'min_wallet_age',
    rules.min_wallet_age_days,
    facts.wallet_age_days === null ? null : Math.floor(facts.wallet_age_days),
  );
  minimum('min_wallet_tx_count', rules.min_wallet_tx_count, facts.wallet_tx_count);
  checks.push({
    code: 'max_risk_level',
    status:
      facts.risk_level === null
        ? 'pending'
        : riskRank(facts.risk_level) <= riskRank(rules.max_risk_level)
          ? 'met'
          : 'unmet',
    required: rules.max_risk_level,
    actual: facts.risk_level,
  });
  return checks;
}
