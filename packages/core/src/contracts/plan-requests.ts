import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { isPlainText, noMarkup } from '../validation/rules';
import { pageOf, pageQuerySchema } from './common';
import { pricingTierSchema } from './projects';

/**
 * A project's request for a plan (docs/content-platform.md, "Plans"): its managers ask, an operator approves
 * (the tier changes in the same transaction) or declines with a reason. One request per project waits at a
 * time. Enterprise has no list price: its request is marked `contact`, and the operator reaches out before
 * deciding. Payment is out of scope: an operator confirms the plan.
 */
export const PLAN_REQUEST_STATUSES = ['requested', 'approved', 'declined'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

export const PLAN_REQUEST_NOTE_MAX = 1000;
export const PLAN_DECISION_REASON_MAX = 500;

const userRef = () =>
  z.object({ id: z.string(), username: z.string().nullable(), name: z.string().nullable() });

export const planRequestSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      project: z.object({ id: z.string(), name: z.string(), slug: z.string(), tier: pricingTierSchema }),
      tier: pricingTierSchema,
      note: z.string().nullable(),
      /** Enterprise: the operator contacts the host before deciding. */
      contact: z.boolean(),
      status: z.enum(PLAN_REQUEST_STATUSES),
      /** Why it was declined; null otherwise. */
      reason: z.string().nullable(),
      requested_by: userRef(),
      /** The operator who decided (the time is `decided_at`); null while it waits. */
      decided_by: userRef().nullable(),
      decided_at: z.iso.datetime().nullable(),
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'PlanRequest' }),
);
export type PlanRequest = z.infer<typeof planRequestSchema>;

/** POST /projects/{id}/plan-requests. */
export const planRequestBodySchema = lazySchema(() =>
  z
    .object({
      tier: pricingTierSchema,
      note: z
        .string()
        .trim()
        .max(PLAN_REQUEST_NOTE_MAX, {
          error: message('validation:maxLength', { maxLength: PLAN_REQUEST_NOTE_MAX }),
        })
        .refine(isPlainText, noMarkup)
        .optional(),
    })
    .meta({ id: 'PlanRequestBody' }),
);
export type PlanRequestBody = z.input<typeof planRequestBodySchema>;

export const planRequestListSchema = lazySchema(() =>
  z.object({ items: z.array(planRequestSchema) }).meta({ id: 'PlanRequestList' }),
);
export type PlanRequestList = z.infer<typeof planRequestListSchema>;

export const planRequestResultSchema = lazySchema(() =>
  z.object({ message: z.string(), request: planRequestSchema }).meta({ id: 'PlanRequestResult' }),
);
export type PlanRequestResult = z.infer<typeof planRequestResultSchema>;

export const PLAN_REQUESTS_PAGE_SIZE = 20;
/** GET /admin/plan-requests: `status` filters (every status when left out), newest first. */
export const adminPlanRequestsQuerySchema = lazySchema(() =>
  pageQuerySchema(PLAN_REQUESTS_PAGE_SIZE).extend({
    status: z.enum(PLAN_REQUEST_STATUSES).optional(),
  }),
);
export type AdminPlanRequestsQuery = z.input<typeof adminPlanRequestsQuerySchema>;

export const planRequestPageSchema = lazySchema(() =>
  pageOf(planRequestSchema).meta({ id: 'PlanRequestPage' }),
);
export type PlanRequestPage = z.infer<typeof planRequestPageSchema>;

/** POST /admin/plan-requests/{id}/decision: a decline needs its reason, which the host reads. */
export const planDecisionBodySchema = lazySchema(() =>
  z
    .object({
      decision: z.enum(['approve', 'decline'], { error: message('tasks:choiceInvalid') }),
      reason: z
        .string()
        .trim()
        .max(PLAN_DECISION_REASON_MAX, {
          error: message('validation:maxLength', { maxLength: PLAN_DECISION_REASON_MAX }),
        })
        .refine(isPlainText, noMarkup)
        .optional(),
    })
    .refine((body) => body.decision === 'approve' || (body.reason ?? '').length > 0, {
      path: ['reason'],
      error: message('plans:reasonRequired'),
    })
    .meta({ id: 'PlanDecisionBody' }),
);
export type PlanDecisionBody = z.input<typeof planDecisionBodySchema>;
