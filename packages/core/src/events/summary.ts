import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { eventStatusSchema } from './state';

/**
 * The shapes of an event that other domains' contracts embed (a clan's events, a profile's events): who
 * hosts it and its card. Kept apart from contracts/events.ts, which re-exports them, because that module
 * also holds the editor's bodies and so imports the task registry (and viem with it): a screen that shows
 * a clan or a profile, such as the Mini App's first screen, should not download the task editor's rules.
 */
export const EVENT_HOST_KINDS = ['project', 'game', 'clan'] as const;
export type EventHostKind = (typeof EVENT_HOST_KINDS)[number];

export const eventHostSchema = lazySchema(() =>
  z.object({
    kind: z.enum(EVENT_HOST_KINDS),
    id: z.string(),
    name: z.string(),
    slug: z.string().nullable(),
    logo_url: z.string().nullable(),
  }),
);
export type EventHost = z.infer<typeof eventHostSchema>;

/** An event in lists and cards. */
export const eventSummarySchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      status: eventStatusSchema,
      start_time: z.iso.datetime({ offset: true }),
      end_time: z.iso.datetime({ offset: true }).nullable(),
      banner: z.string().nullable(),
      thumbnail: z.string().nullable(),
      prize_pool: z.string().nullable(),
      max_participants: z.number().int().nullable(),
      participants_count: z.number().int(),
      host: eventHostSchema,
      /** For platform token holders only: the "Token holders" label. */
      premium: z.boolean(),
      /** An operator put it in the featured row. */
      featured: z.boolean(),
    })
    .meta({ id: 'EventSummary' }),
);
export type EventSummary = z.infer<typeof eventSummarySchema>;
