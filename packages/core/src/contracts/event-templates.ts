import { z } from 'zod';
import { PRICING_TIERS } from '../pricing/tiers';
import { TASK_TYPES } from '../tasks/types';
import { lazySchema } from '../validation/lazy-schema';
import { eventHostRefSchema } from './events';

/**
 * GET /api/event-templates: the ready campaigns (core's events/templates.ts), each text in both languages, each
 * task with the plan it needs. POST /api/event-templates/{id}/events makes a draft of one for a host
 * (docs/events.md, "Templates"); POST /api/events/{id}/duplicate copies a host's own event as a new draft.
 */
const localTextSchema = () => z.object({ en: z.string(), vi: z.string() });

export const eventTemplateSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      name: localTextSchema(),
      description: localTextSchema(),
      guideline: localTextSchema(),
      /** The plan every task of the template needs; a lower plan's draft keeps the rest out of publish. */
      tier: z.enum(PRICING_TIERS),
      leaderboards: z.array(z.object({ order: z.number().int(), rank: z.string(), reward: z.string() })),
      tasks: z.array(
        z.object({
          type: z.enum(TASK_TYPES),
          name: localTextSchema(),
          score: z.number(),
          min_tier: z.enum(PRICING_TIERS),
        }),
      ),
    })
    .meta({ id: 'EventTemplate' }),
);
export type EventTemplateItem = z.infer<typeof eventTemplateSchema>;

export const eventTemplateListSchema = lazySchema(() =>
  z.object({ items: z.array(eventTemplateSchema) }).meta({ id: 'EventTemplateList' }),
);
export type EventTemplateList = z.infer<typeof eventTemplateListSchema>;

/** POST /api/event-templates/{id}/events: the host the draft is for. */
export const templateEventBodySchema = lazySchema(() =>
  z.object({ host: eventHostRefSchema }).meta({ id: 'TemplateEventBody' }),
);
export type TemplateEventBody = z.input<typeof templateEventBodySchema>;
