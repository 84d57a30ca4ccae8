import { randomUUID } from 'node:crypto';
import type { EventTemplateList, TemplateEventBody } from '@w2e/core/contracts/event-templates';
import type { EventResult } from '@w2e/core/contracts/events';
import { EVENT_TEMPLATES, findEventTemplate, templateTier } from '@w2e/core/events/templates';
import type { Language } from '@w2e/core/i18n/languages';
import { TASK_TRAITS, type TaskConfig, taskConfigSchema } from '@w2e/core/tasks/registry';
import { slugify } from '@w2e/core/validation/slug';
import { type Db, isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { notFound } from '../../lib/errors';
import { withoutSigningSecret } from '../../verifiers/host';
import { tasksRepository } from '../tasks/repository';
import type { UserRow } from '../users/repository';
import { eventAccess, hostForCreation } from './access';
import { type EventRow, eventsRepository, type NewEvent } from './repository';
import { toEvent } from './service';

/**
 * New drafts from something that exists (docs/events.md, "Templates and copies"): a ready campaign of core's
 * events/templates.ts, or a host's own event. Either way the draft gets new task ids (dependencies remapped), a
 * free slug, and nothing a player did. Tasks the host's plan lacks are kept and refused at publish.
 */

const TITLE_MAX = 200;
const SLUG_BASE_MAX = 90;
const COPY_SUFFIX = ' (copy)';

/** GET /api/event-templates. */
export function listTemplates(): EventTemplateList {
  return {
    items: EVENT_TEMPLATES.map((template) => ({
      id: template.id,
      name: template.name,
      description: template.description,
      guideline: template.guideline,
      tier: templateTier(template),
      leaderboards: template.leaderboards,
      tasks: template.tasks.map((task) => ({
        type: task.type,
        name: task.name,
        score: task.score,
        min_tier: TASK_TRAITS[task.type].minTier,
      })),
    })),
  };
}

/** `base`, else `base-2`, `base-3`…: the first no event has (a race is caught by the unique index). */
async function freeSlug(db: Db, base: string): Promise<string> {
  const repo = eventsRepository(db);
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.find(slug))) return slug;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

/**
 * New ids for the tasks, and each dependency pointed at the new id of the task it names. A custom API task's
 * sealed signing secret stays with the task it was made for (it opens under that id only): the copy gets its
 * own secret, shown to the host, when it is first saved in the editor.
 */
function renumbered(configs: readonly TaskConfig[]): TaskConfig[] {
  const ids = new Map(configs.map((config) => [config.id, randomUUID()]));
  return configs.map(withoutSigningSecret).map((config) => ({
    ...config,
    id: ids.get(config.id)!,
    dependent_tasks: (config.dependent_tasks ?? []).flatMap((id) => {
      const mapped = ids.get(id);
      return mapped ? [mapped] : [];
    }),
  }));
}

/** Writes the draft and its tasks in one transaction; a slug taken meanwhile picks the next free one. */
async function insertDraft(
  deps: Deps,
  values: Omit<NewEvent, 'slug'>,
  slugBase: string,
  configs: TaskConfig[],
): Promise<EventRow> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(deps.db, slugBase);
    try {
      return await deps.db.transaction(async (tx) => {
        const row = await eventsRepository(tx).insert({ ...values, slug });
        const repo = tasksRepository(tx);
        for (const [weight, config] of configs.entries())
          await repo.insert({
            id: config.id,
            eventId: row.id,
            type: config.type,
            name: config.name,
            score: config.score,
            weight: config.weight ?? weight,
            config: config as unknown as Record<string, unknown>,
          });
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'events_slug_key') || attempt >= 3) throw error;
    }
  }
}

const DAY = 86_400_000;

/** POST /api/event-templates/{id}/events: a draft of the template for a host the user may host for. */
export async function eventFromTemplate(
  deps: Deps,
  user: UserRow,
  templateId: string,
  body: TemplateEventBody,
  language: Language,
): Promise<EventResult> {
  const template = findEventTemplate(templateId);
  if (!template) throw notFound('plans:templateNotFound');
  const host = await hostForCreation(deps.db, user, body.host);
  const configs = renumbered(
    template.tasks.map((task) =>
      taskConfigSchema.parse({
        ...task,
        name: task.name[language],
        // An in-game task reads the hosting game's statistics; elsewhere the host picks the game.
        ...(task.type === 'in_game' && host.kind === 'game' ? { game_id: host.id } : {}),
      }),
    ),
  );
  // Starts tomorrow at the hour, so the draft can be published as it is once the host has edited it.
  const start = new Date(Math.ceil((Date.now() + DAY) / 3_600_000) * 3_600_000);
  const title = template.name[language];
  const row = await insertDraft(
    deps,
    {
      title,
      guideline: template.guideline[language],
      startTime: start,
      endTime: new Date(start.getTime() + template.days * DAY),
      leaderboards: template.leaderboards,
      hostKind: host.kind,
      hostId: host.id,
      createdBy: user.id,
    },
    slugify(title, SLUG_BASE_MAX) || 'event',
    configs,
  );
  return { ...ack(language, 'events:saved'), event: await toEvent(deps, row, user) };
}

/**
 * POST /api/events/{id}/duplicate: the host's own event (404 for anyone else's, as a draft is to them) as a
 * new draft with the same settings and tasks: "… (copy)", slug-copy (then slug-copy-2…), no players, no
 * results, no wheel.
 */
export async function duplicateEvent(
  deps: Deps,
  user: UserRow,
  idOrSlug: string,
  language: Language,
): Promise<EventResult> {
  const source = await eventsRepository(deps.db).find(idOrSlug);
  if (!source || !(await eventAccess(deps, source, user)).canManage) throw notFound('events:notFound');
  const tasks = await tasksRepository(deps.db).listForEvent(source.id);
  const configs = renumbered(tasks.map((task) => task.config as unknown as TaskConfig));
  const row = await insertDraft(
    deps,
    {
      title: `${source.title.slice(0, TITLE_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
      guideline: source.guideline,
      description: source.description,
      startTime: source.startTime,
      endTime: source.endTime,
      banner: source.banner,
      thumbnail: source.thumbnail,
      maxParticipants: source.maxParticipants,
      scoreLabel: source.scoreLabel,
      metrics: source.metrics,
      rankBy: source.rankBy,
      leaderboards: source.leaderboards,
      prizePool: source.prizePool,
      rewardByTask: source.rewardByTask,
      rewardByLeaderboard: source.rewardByLeaderboard,
      membersOnly: source.membersOnly,
      premium: source.premium,
      distribution: source.distribution,
      eligibility: source.eligibility,
      hostKind: source.hostKind,
      hostId: source.hostId,
      createdBy: user.id,
    },
    `${source.slug.slice(0, SLUG_BASE_MAX)}-copy`,
    configs,
  );
  return { ...ack(language, 'events:saved'), event: await toEvent(deps, row, user) };
}
