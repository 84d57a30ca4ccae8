import { z } from 'zod';
import { parseTelegramPublicLink } from '../tasks/links';
import { RECURRING_TYPES } from '../tasks/recurrence';
import { SCORE_COLUMNS, TASK_TYPES, taskConfigSchema, VERIFICATIONS } from '../tasks/registry';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { imageUrlSchema } from '../validation/rules';
import { pageOf, pageQuerySchema } from './common';

/**
 * Tasks as the API carries them. Hosts write whole task configs (tasks/registry.ts) with
 * POST /api/events/{id}/tasks and PATCH /api/tasks/{id}; players read a public view of each task with their
 * own state (GET /api/events/{slug}/tasks) and do a task with POST /api/tasks/{id}/submissions. The server
 * alone decides: quiz answers never leave it, and every grant is written once.
 */

/** POST /api/events/{id}/tasks and PATCH /api/tasks/{id}: the whole config (a PATCH replaces it). */
export const taskBodySchema = taskConfigSchema;

/**
 * A task's state for one player (spec section 4), as the event page shows it:
 * - event_*: the event's own gate (draft, before the start, after the end);
 * - locked: waiting for `waiting_for` (its dependencies and the event's mandatory tasks);
 * - available: can be done now (`turns_left` more times in this window);
 * - pending_review: a submission waits for the host (bug reports);
 * - done: a one-turn task completed;
 * - waiting_recurrence: this window's turns are used; it opens again at `next_window_start`;
 * - finished: a multi-turn task whose turn limit is reached for good.
 * Signed-out visitors see `available` for what is open, and sign in to do it.
 */
export const PLAYER_TASK_STATUSES = [
  'event_not_published',
  'event_not_started',
  'event_ended',
  'locked',
  'available',
  'pending_review',
  'done',
  'waiting_recurrence',
  'finished',
] as const;
export type PlayerTaskStatus = (typeof PLAYER_TASK_STATUSES)[number];

export const SUBMISSION_STATUSES = ['accepted', 'pending', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const lastSubmissionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(SUBMISSION_STATUSES),
    /** The host's reason when a report was rejected. */
    reason: z.string().nullable(),
    score: z.number().int().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  }),
);

/**
 * How a task is checked, for the label players see before doing it: `self_declared` means nothing can check
 * it (no API tells it, or this server has no credentials for its source), so the player's word is taken, with
 * score only if the host allowed it (`self_declared_score`); `unavailable` means it can't be done here (an
 * on-chain task on a network this server has no node for) and it grants no score.
 */
export const TASK_CHECKS = [...VERIFICATIONS, 'unavailable'] as const;

export const playerTaskSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      event_id: z.string(),
      type: z.enum(TASK_TYPES),
      name: z.string(),
      description: z.string().nullable(),
      score: z.number().int(),
      prize: z.string().nullable(),
      /** Lucky-wheel spins each completion grants (0 for none). */
      spins: z.number().int(),
      weight: z.number().int(),
      group_name: z.string().nullable(),
      mandatory: z.boolean(),
      recurring_type: z.enum(RECURRING_TYPES).nullable(),
      turn_limit: z.number().int(),
      banner: z.string().nullable(),
      dependent_tasks: z.array(z.object({ id: z.string(), name: z.string() })),
      score_column: z.enum(SCORE_COLUMNS),
      check: z.enum(TASK_CHECKS),
      /** Whether a self-declared completion grants the score (the host's choice per task). */
      self_declared_score: z.boolean(),
      /** For platform token holders only: the "Token holders" label. */
      premium: z.boolean(),
      /**
       * What the player needs to do the task, by type: the link to visit or join, the tweet rules, the form's
       * fields, the in-game metric and target, the token to hold, the quiz's size and pass mark. Never a quiz
       * answer.
       */
      settings: z.record(z.string(), z.unknown()),
      state: z.object({
        status: z.enum(PLAYER_TASK_STATUSES),
        waiting_for: z.array(z.object({ id: z.string(), name: z.string() })),
        turns_used: z.number().int(),
        turns_left: z.number().int(),
        next_window_start: z.iso.datetime({ offset: true }).nullable(),
        last_submission: lastSubmissionSchema.nullable(),
      }),
    })
    .meta({ id: 'PlayerTask' }),
);
export type PlayerTask = z.infer<typeof playerTaskSchema>;

export const playerTaskListSchema = lazySchema(() =>
  z
    .object({
      items: z.array(playerTaskSchema),
      score_label: z.string().nullable(),
      /** The signed-in player's streak on the event's daily tasks (core's tasks/progress.ts); null without. */
      streak: z
        .object({
          days: z.number().int(),
          today: z.boolean(),
          window_closes: z.iso.datetime({ offset: true }),
        })
        .nullable()
        .optional(),
    })
    .meta({ id: 'PlayerTaskList' }),
);
export type PlayerTaskList = z.infer<typeof playerTaskListSchema>;

/** A task as its host edits it: the stored config (quiz answers included) and how many completed it. */
export const hostTaskSchema = lazySchema(() =>
  z
    .object({
      config: z.record(z.string(), z.unknown()),
      completions: z.number().int(),
    })
    .meta({ id: 'HostTask' }),
);

/** GET /api/events/{id}/editor: what the creation flow resumes from, on any device (hosts only). */
export const eventEditorSchema = lazySchema(() =>
  z.object({ tasks: z.array(hostTaskSchema) }).meta({ id: 'EventEditor' }),
);
export type EventEditor = z.infer<typeof eventEditorSchema>;

export const taskResultSchema = lazySchema(() =>
  z
    .object({
      message: z.string(),
      task: hostTaskSchema,
      /**
       * A custom API task's signing secret, in the answer that made it only (the task's creation, or a change
       * of type to custom API): the host's endpoint checks `W2E-Signature` with it.
       */
      signing_secret: z.string().optional(),
    })
    .meta({ id: 'TaskResult' }),
);
export type TaskResult = z.infer<typeof taskResultSchema>;

/** GET /api/tasks/{id}/quiz: the questions without their answers. */
export const quizSchema = lazySchema(() =>
  z
    .object({
      task_id: z.string(),
      pass_percent: z.number(),
      questions: z.array(
        z.object({ question: z.string(), options: z.array(z.string()), multiple: z.boolean() }),
      ),
    })
    .meta({ id: 'Quiz' }),
);
export type Quiz = z.infer<typeof quizSchema>;

export const FORM_ANSWER_MAX = 2000;
export const REPORT_TEXT_MAX = 10_000;
export const REPORT_IMAGES_MAX = 5;

/**
 * POST /api/tasks/{id}/submissions. The part that fits the task's type is read, the rest must be absent:
 * quiz → `quiz_answers` (the picked option indexes per question), form → `form_answers` (one per field, in
 * order), bug hunting → `report`. Visit website, register, in-game and the other types send `{}`: the server
 * checks its own records.
 */
export const submissionBodySchema = lazySchema(() =>
  z
    .object({
      quiz_answers: z
        .array(z.array(z.number().int().min(0).max(50)).max(50))
        .max(100)
        .optional(),
      form_answers: z
        .array(
          z
            .string()
            .max(FORM_ANSWER_MAX, { error: message('validation:maxLength', { maxLength: FORM_ANSWER_MAX }) }),
        )
        .max(30)
        .optional(),
      report: z
        .object({
          text: z
            .string()
            .trim()
            .min(10, { error: message('validation:minLength', { minLength: 10 }) })
            .max(REPORT_TEXT_MAX, { error: message('validation:maxLength', { maxLength: REPORT_TEXT_MAX }) }),
          images: z
            .array(imageUrlSchema())
            .max(REPORT_IMAGES_MAX, {
              error: message('validation:maximum', { maxNumber: REPORT_IMAGES_MAX }),
            })
            .default([]),
        })
        .optional(),
      /** Custom API task: the player agrees that their email goes to the host's server with this check. */
      share_email: z.boolean().optional(),
    })
    .strict()
    .meta({ id: 'SubmissionBody' }),
);
export type SubmissionBody = z.input<typeof submissionBodySchema>;

export const submissionResultSchema = lazySchema(() =>
  z
    .object({
      message: z.string(),
      /** Score added by this submission (0 when nothing was granted, or when it waits for review). */
      granted: z.number().int(),
      task: playerTaskSchema,
      quiz: z
        .object({
          correct: z.number().int(),
          total: z.number().int(),
          percent: z.number(),
          passed: z.boolean(),
        })
        .nullable(),
    })
    .meta({ id: 'SubmissionResult' }),
);
export type SubmissionResult = z.infer<typeof submissionResultSchema>;

/** POST /api/tasks/{id}/visits: the server's redirect to the task's site, which records the visit. */
export const visitLinkSchema = lazySchema(() =>
  z.object({ visit_url: z.string() }).meta({ id: 'VisitLink' }),
);
export type VisitLink = z.infer<typeof visitLinkSchema>;

/**
 * How long a visit link stays good, and it opens once: within it, the player who asked for it is sent to the
 * site and the visit counts; anyone else, and anyone after it, gets the portal's "you are leaving" page.
 */
export const VISIT_LINK_TTL_SECONDS = 10 * 60;

/** POST /api/visits/{token}: the Mini App opens the site itself (outside its webview), after this stamps the visit. */
export const openedVisitSchema = lazySchema(() => z.object({ url: z.string() }).meta({ id: 'OpenedVisit' }));
export type OpenedVisit = z.infer<typeof openedVisitSchema>;

/** A submission as the event's host reads it (form answers with their labels, bug reports). */
export const hostSubmissionSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      task_id: z.string(),
      task_name: z.string(),
      type: z.enum(TASK_TYPES),
      player: z.object({ id: z.string(), username: z.string().nullable(), name: z.string().nullable() }),
      status: z.enum(SUBMISSION_STATUSES),
      answers: z.array(z.object({ label: z.string(), value: z.string() })),
      report: z.object({ text: z.string(), images: z.array(z.string()) }).nullable(),
      score: z.number().int().nullable(),
      reason: z.string().nullable(),
      created_at: z.iso.datetime({ offset: true }),
      reviewed_at: z.iso.datetime({ offset: true }).nullable(),
      /** Who accepted, rejected or granted it (a host or operator), with `reviewed_at` for when. */
      reviewed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
      /** Granted by a host's override (POST /tasks/{id}/overrides) rather than by the player's own check. */
      override: z.boolean(),
    })
    .meta({ id: 'HostSubmission' }),
);
export type HostSubmission = z.infer<typeof hostSubmissionSchema>;

export const SUBMISSIONS_PAGE_SIZE = 20;
export const submissionsQuerySchema = lazySchema(() =>
  pageQuerySchema(SUBMISSIONS_PAGE_SIZE).extend({
    task_id: z.string().max(64).optional(),
    status: z.enum(SUBMISSION_STATUSES, { error: message('tasks:choiceInvalid') }).optional(),
  }),
);
export type SubmissionsQuery = z.input<typeof submissionsQuerySchema>;
export const submissionPageSchema = lazySchema(() =>
  pageOf(hostSubmissionSchema).meta({ id: 'SubmissionPage' }),
);
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

/**
 * POST /api/submissions/{id}/review (the event's host): accept with a score (the task's score when left
 * out), or reject with a reason the player sees.
 */
export const reviewBodySchema = lazySchema(() =>
  z
    .discriminatedUnion('decision', [
      z.object({
        decision: z.literal('accept'),
        score: z.number().int().min(0).max(1_000_000).optional(),
      }),
      z.object({
        decision: z.literal('reject'),
        reason: z
          .string({ error: message('validation:required') })
          .trim()
          .min(1, { error: message('validation:required') })
          .max(500, { error: message('validation:maxLength', { maxLength: 500 }) }),
      }),
    ])
    .meta({ id: 'ReviewBody' }),
);
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewResultSchema = lazySchema(() =>
  z.object({ message: z.string(), submission: hostSubmissionSchema }).meta({ id: 'ReviewResult' }),
);
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/**
 * POST /api/tasks/{id}/overrides (the event's host): grants the task to a player whose check refused it (a
 * private profile, an API that never answers). Recorded as an accepted submission with who decided and when.
 */
/**
 * POST /api/tasks/{id}/overrides: the player by id (partners' integrations) or by username (the host's screen),
 * exactly one of them; the score defaults to the task's.
 */
export const overrideBodySchema = lazySchema(() =>
  z
    .object({
      user_id: z.uuid({ error: message('validation:required') }).optional(),
      username: z.string().trim().min(1).max(50).optional(),
      score: z.number().int().min(0).max(1_000_000).optional(),
    })
    .refine((body) => (body.user_id === undefined) !== (body.username === undefined), {
      error: message('verification:overridePlayerRequired'),
      path: ['username'],
    })
    .meta({ id: 'OverrideBody' }),
);
export type OverrideBody = z.input<typeof overrideBodySchema>;

/** POST /api/tasks/telegram-check: while configuring a Telegram join task, is our bot able to check it? */
export const telegramCheckBodySchema = lazySchema(() =>
  z
    .object({
      link: z
        .string()
        .trim()
        .max(200)
        .refine((value) => parseTelegramPublicLink(value) !== null, {
          error: message('tasks:telegramLinkInvalid'),
        }),
    })
    .meta({ id: 'TelegramCheckBody' }),
);
export type TelegramCheckBody = z.infer<typeof telegramCheckBodySchema>;

/**
 * ready: our bot is an admin of the chat (it can see members); not_admin: in it, without the rights;
 * not_in_chat: not in it (or no such public chat); unavailable: Telegram could not be asked, or no bot is
 * configured. `message` says what to do, in the caller's language.
 */
export const telegramCheckSchema = lazySchema(() =>
  z
    .object({
      chat: z.string(),
      bot_username: z.string().nullable(),
      status: z.enum(['ready', 'not_admin', 'not_in_chat', 'unavailable']),
      message: z.string(),
    })
    .meta({ id: 'TelegramCheck' }),
);
export type TelegramCheck = z.infer<typeof telegramCheckSchema>;
