import { z } from 'zod';
import { CLUSTER_KINDS } from '../trust/assess';
import { RISK_LEVELS, RULE_CODES, SIGNAL_CODES, SIGNAL_SOURCES } from '../trust/score';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { pageOf, pageQuerySchema } from './common';

/**
 * Trust (docs/trust.md): a participant's risk from the signals stored as they arose, the event's eligibility
 * rules, and what the player sees of them. Scoring rules: `trust/score.ts`, `trust/assess.ts`.
 */
export const riskLevelSchema = lazySchema(() => z.enum(RISK_LEVELS));

const days = (max: number) =>
  z
    .number()
    .int({ error: message('validation:wholeNumber') })
    .min(0, { error: message('validation:positiveNumber') })
    .max(max, { error: message('validation:maximum', { maxNumber: max }) })
    .nullable();

/** An event's eligibility rules: who may win (tasks stay open to everyone). Set on the Reward step and by PATCH. */
export const eligibilityRulesSchema = lazySchema(() =>
  z
    .object({
      /** The account's age at the event's start, in days; null: no minimum. */
      min_account_age_days: days(3650).default(null),
      verified_email: z.boolean().default(false),
      linked_telegram: z.boolean().default(false),
      /** Passed our captcha in a group our bots watch. */
      passed_captcha: z.boolean().default(false),
      min_wallet_age_days: days(3650).default(null),
      min_wallet_tx_count: days(1_000_000).default(null),
      /** The highest risk level that may still win. */
      max_risk_level: riskLevelSchema.default('medium'),
    })
    .meta({ id: 'EligibilityRules' }),
);
export type EligibilityRules = z.output<typeof eligibilityRulesSchema>;

export const riskReasonSchema = lazySchema(() =>
  z.object({
    code: z.enum(SIGNAL_CODES as [string, ...string[]]),
    /** The figure behind the signal (hours, days, accounts, gaps…). */
    value: z.number(),
    /** The reason in the reader's language. */
    detail: z.string(),
  }),
);

export const riskSchema = lazySchema(() =>
  z
    .object({
      level: riskLevelSchema,
      score: z.number().int().min(0).max(100),
      reasons: z.array(riskReasonSchema),
      /** Signal sources that could not run for this participant (no Telegram linked, no wallet reads…). */
      not_run: z.array(z.enum(SIGNAL_SOURCES)),
    })
    .meta({ id: 'Risk' }),
);
export type RiskView = z.infer<typeof riskSchema>;

const playerRefSchema = lazySchema(() =>
  z.object({ id: z.string(), username: z.string().nullable(), name: z.string() }),
);

export const RISK_PAGE_SIZE = 50;
export const riskQuerySchema = lazySchema(() =>
  pageQuerySchema(RISK_PAGE_SIZE).extend({ level: riskLevelSchema.optional() }),
);
export type RiskQuery = z.input<typeof riskQuerySchema>;

/** GET /api/events/{id}/participants/risk: the host's view, riskiest first. */
export const participantRiskSchema = lazySchema(() =>
  z
    .object({
      player: playerRefSchema,
      total_score: z.number().int(),
      risk: riskSchema,
    })
    .meta({ id: 'ParticipantRisk' }),
);
export type ParticipantRisk = z.infer<typeof participantRiskSchema>;
export const participantRiskPageSchema = lazySchema(() =>
  pageOf(participantRiskSchema)
    .extend({
      /** How many participants stand at each level (the whole event, whatever the filter). */
      counts: z.object({ low: z.number().int(), medium: z.number().int(), high: z.number().int() }),
    })
    .meta({ id: 'ParticipantRiskPage' }),
);
export type ParticipantRiskPage = z.infer<typeof participantRiskPageSchema>;

/** GET /api/events/{id}/participants/clusters: the groups found, each with its members. */
export const riskClusterSchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(CLUSTER_KINDS),
      key: z.string(),
      members: z.array(playerRefSchema),
    })
    .meta({ id: 'RiskCluster' }),
);
export type RiskCluster = z.infer<typeof riskClusterSchema>;
export const riskClustersSchema = lazySchema(() =>
  z.object({ items: z.array(riskClusterSchema) }).meta({ id: 'RiskClusters' }),
);
export type RiskClusters = z.infer<typeof riskClustersSchema>;

/** A participant left out of the rewards at the end, and why (rule codes, or `risk_<level>`). */
export const exclusionSchema = lazySchema(() =>
  z.object({ user_id: z.string(), reasons: z.array(z.string()) }).meta({ id: 'Exclusion' }),
);
export type Exclusion = z.infer<typeof exclusionSchema>;

/** POST /api/events/{id}/participants/{userId}/decision: the host leaves a participant out, or keeps them in. */
export const decisionBodySchema = lazySchema(() =>
  z
    .object({
      decision: z.enum(['exclude', 'clear']),
      reason: z
        .string()
        .trim()
        .min(3, { error: message('validation:minLength', { minLength: 3 }) })
        .max(500, { error: message('validation:maxLength', { maxLength: 500 }) }),
    })
    .meta({ id: 'TrustDecisionBody' }),
);
export type DecisionBody = z.input<typeof decisionBodySchema>;

export const decisionSchema = lazySchema(() =>
  z
    .object({
      decision: z.enum(['exclude', 'clear']),
      reason: z.string(),
      decided_at: z.iso.datetime(),
    })
    .meta({ id: 'TrustDecision' }),
);

/** POST /api/events/{id}/appeals: a participant's appeal, once per event. */
export const appealBodySchema = lazySchema(() =>
  z
    .object({
      text: z
        .string()
        .trim()
        .min(10, { error: message('validation:minLength', { minLength: 10 }) })
        .max(2000, { error: message('validation:maxLength', { maxLength: 2000 }) }),
    })
    .meta({ id: 'AppealBody' }),
);
export type AppealBody = z.input<typeof appealBodySchema>;

/** POST /api/appeals/{id}/decision: the host's answer. */
export const appealAnswerBodySchema = lazySchema(() =>
  z
    .object({
      decision: z.enum(['accepted', 'rejected']),
      answer: z
        .string()
        .trim()
        .max(1000, { error: message('validation:maxLength', { maxLength: 1000 }) })
        .optional(),
    })
    .meta({ id: 'AppealAnswerBody' }),
);
export type AppealAnswerBody = z.input<typeof appealAnswerBodySchema>;

export const appealSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      event_id: z.string(),
      user_id: z.string(),
      text: z.string(),
      status: z.enum(['open', 'accepted', 'rejected']),
      answer: z.string().nullable(),
      created_at: z.iso.datetime(),
      answered_at: z.iso.datetime().nullable(),
    })
    .meta({ id: 'Appeal' }),
);
export type Appeal = z.infer<typeof appealSchema>;
export const appealResultSchema = lazySchema(() =>
  z.object({ message: z.string(), appeal: appealSchema }).meta({ id: 'AppealResult' }),
);
export const decisionResultSchema = lazySchema(() =>
  z.object({ message: z.string(), decision: decisionSchema }).meta({ id: 'TrustDecisionResult' }),
);

/** GET /api/events/{slug}/eligibility: the signed-in player against the event's rules. */
export const ruleCheckSchema = lazySchema(() =>
  z.object({
    code: z.enum(RULE_CODES),
    /** `pending`: decided later (risk, at the end) or not readable yet (wallet reads). */
    status: z.enum(['met', 'unmet', 'pending']),
    required: z.union([z.number(), z.string()]).nullable(),
    actual: z.union([z.number(), z.string()]).nullable(),
  }),
);
export const eligibilitySchema = lazySchema(() =>
  z
    .object({
      /** No rule unmet (rules still pending may exclude at the end). */
      eligible: z.boolean(),
      rules: z.array(ruleCheckSchema),
      unmet: z.array(z.enum(RULE_CODES)),
      /** The host's decision about this player, if any (who decided stays with the host). */
      decision: decisionSchema.nullable(),
      /** This player's appeal, if they made one. */
      appeal: appealSchema.nullable(),
    })
    .meta({ id: 'Eligibility' }),
);
export type Eligibility = z.infer<typeof eligibilitySchema>;
