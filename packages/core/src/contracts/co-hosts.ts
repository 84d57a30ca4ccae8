import { z } from 'zod';
import { eventHostSchema } from '../events/summary';
import type { TranslationKey } from '../i18n/resources-en';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';

/**
 * An event's co-hosts (docs/events.md, "Co-hosts"): the event's host invites another project, game or clan,
 * whose managers accept or decline. An accepted co-host lists the event as its own (GET /api/events?host=,
 * its page) and the event page names it beside the host.
 */
export const CO_HOST_STATUSES = ['invited', 'accepted', 'declined'] as const;
export type CoHostStatus = (typeof CO_HOST_STATUSES)[number];

export const CO_HOST_STATUS_LABELS: Record<CoHostStatus, TranslationKey> = {
  invited: 'coHosts:statusInvited',
  accepted: 'coHosts:statusAccepted',
  declined: 'coHosts:statusDeclined',
};

/** `project:{id}`, `game:{id}` or `clan:{id}`, as GET /api/events?host= reads it. */
export const HOST_REF_PATTERN =
  /^(project|game|clan):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const coHostSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      event: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
      host: eventHostSchema,
      status: z.enum(CO_HOST_STATUSES),
      created_at: z.iso.datetime(),
      /** When the invited host answered; null while it waits. */
      decided_at: z.iso.datetime().nullable(),
    })
    .meta({ id: 'CoHost' }),
);
export type CoHost = z.infer<typeof coHostSchema>;

export const coHostListSchema = lazySchema(() =>
  z.object({ items: z.array(coHostSchema) }).meta({ id: 'CoHostList' }),
);
export type CoHostList = z.infer<typeof coHostListSchema>;

export const coHostResultSchema = lazySchema(() =>
  z.object({ message: z.string(), co_host: coHostSchema }).meta({ id: 'CoHostResult' }),
);
export type CoHostResult = z.infer<typeof coHostResultSchema>;

/** POST /api/events/{id}/co-hosts: the host to invite. */
export const coHostInviteBodySchema = lazySchema(() =>
  z
    .object({
      host: z
        .string({ error: message('hosting:hostFilterInvalid') })
        .trim()
        .toLowerCase()
        .regex(HOST_REF_PATTERN, { error: message('hosting:hostFilterInvalid') }),
    })
    .meta({ id: 'CoHostInviteBody' }),
);
export type CoHostInviteBody = z.input<typeof coHostInviteBodySchema>;

/** POST /api/co-hosts/{id}/decision. */
export const coHostDecisionBodySchema = lazySchema(() =>
  z
    .object({ accept: z.boolean({ error: message('coHosts:acceptRequired') }) })
    .meta({ id: 'CoHostDecisionBody' }),
);
export type CoHostDecisionBody = z.input<typeof coHostDecisionBodySchema>;

/** GET /api/co-hosts/candidates?q=: projects and games a host may invite, by name. */
export const coHostCandidatesQuerySchema = lazySchema(() =>
  z.object({ q: z.string().trim().max(100).optional() }),
);
export const coHostCandidateListSchema = lazySchema(() =>
  z.object({ items: z.array(eventHostSchema) }).meta({ id: 'CoHostCandidateList' }),
);
export type CoHostCandidateList = z.infer<typeof coHostCandidateListSchema>;
