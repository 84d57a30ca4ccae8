import { type Ack, ackSchema } from '../contracts/common';
import {
  type OpenedVisit,
  type OverrideBody,
  openedVisitSchema,
  type PlayerTaskList,
  playerTaskListSchema,
  type Quiz,
  quizSchema,
  type ReviewBody,
  type ReviewResult,
  reviewResultSchema,
  type SubmissionBody,
  type SubmissionPage,
  type SubmissionResult,
  type SubmissionsQuery,
  submissionPageSchema,
  submissionResultSchema,
  type TaskResult,
  type TelegramCheck,
  taskResultSchema,
  telegramCheckSchema,
  type VisitLink,
  visitLinkSchema,
} from '../contracts/tasks';
import type { TaskConfigInput } from '../tasks/registry';
import type { HttpClient } from './http';

const path = (id: string) => `tasks/${encodeURIComponent(id)}`;

/** GET /api/events/{slug}/tasks: every task with the signed-in player's state. */
export async function listEventTasks(http: HttpClient, slug: string): Promise<PlayerTaskList> {
  const { data } = await http.get(`events/${encodeURIComponent(slug)}/tasks`);
  return playerTaskListSchema.parse(data);
}

/** POST /api/events/{id}/tasks: "Add new task success". */
export async function addTask(http: HttpClient, eventId: string, body: TaskConfigInput): Promise<TaskResult> {
  const { data } = await http.post(`events/${encodeURIComponent(eventId)}/tasks`, body);
  return taskResultSchema.parse(data);
}

/** PATCH /api/tasks/{id}: replaces the task's config. */
export async function updateTask(http: HttpClient, id: string, body: TaskConfigInput): Promise<TaskResult> {
  const { data } = await http.patch(path(id), body);
  return taskResultSchema.parse(data);
}

/** DELETE /api/tasks/{id}: refused once a player completed it. */
export async function deleteTask(http: HttpClient, id: string): Promise<Ack> {
  const { data } = await http.delete(path(id));
  return ackSchema.parse(data);
}

/** GET /api/tasks/{id}/quiz: the questions without answers. */
export async function getQuiz(http: HttpClient, id: string): Promise<Quiz> {
  const { data } = await http.get(`${path(id)}/quiz`, { skipErrorToast: true });
  return quizSchema.parse(data);
}

/**
 * POST /api/tasks/{id}/submissions: does the task; answers the new state and the score granted. `quiet` is for
 * the dialogs that show a refusal beside the answers (quiz grade, form field, report), so it is not said twice.
 */
export async function submitTask(
  http: HttpClient,
  id: string,
  body: SubmissionBody = {},
  options: { quiet?: boolean } = {},
): Promise<SubmissionResult> {
  const { data } = await http.post(`${path(id)}/submissions`, body, { skipErrorToast: options.quiet });
  return submissionResultSchema.parse(data);
}

/** POST /api/tasks/telegram-check: while configuring a Telegram task, can our bot check that chat? */
export async function checkTelegramChat(http: HttpClient, link: string): Promise<TelegramCheck> {
  const { data } = await http.post('tasks/telegram-check', { link });
  return telegramCheckSchema.parse(data);
}

/** POST /api/tasks/{id}/visits: a one-time link through the server's redirect, which records the visit. */
export async function createVisit(http: HttpClient, id: string): Promise<VisitLink> {
  const { data } = await http.post(`${path(id)}/visits`);
  return visitLinkSchema.parse(data);
}

/**
 * POST /api/visits/{token}: records the visit of a link from createVisit and answers the site, for an app that
 * opens the site itself (the Mini App opens it outside its webview, where the portal's session is not known).
 */
export async function openVisit(http: HttpClient, link: VisitLink): Promise<OpenedVisit> {
  const token = link.visit_url.split('/').pop() ?? '';
  const { data } = await http.post(`visits/${encodeURIComponent(token)}`);
  return openedVisitSchema.parse(data);
}

/** GET /api/events/{id}/submissions: form answers and bug reports (the event's host). */
export async function listSubmissions(
  http: HttpClient,
  eventId: string,
  params: SubmissionsQuery = {},
): Promise<SubmissionPage> {
  const { data } = await http.get(`events/${encodeURIComponent(eventId)}/submissions`, { params });
  return submissionPageSchema.parse(data);
}

/** POST /api/submissions/{id}/review: accept with a score or reject with a reason. */
export async function reviewSubmission(
  http: HttpClient,
  id: string,
  body: ReviewBody,
): Promise<ReviewResult> {
  const { data } = await http.post(`submissions/${encodeURIComponent(id)}/review`, body);
  return reviewResultSchema.parse(data);
}

/** POST /api/tasks/{id}/overrides: the host grants the task to a player by hand (recorded with who and when). */
export async function overrideTask(http: HttpClient, id: string, body: OverrideBody): Promise<ReviewResult> {
  const { data } = await http.post(`tasks/${encodeURIComponent(id)}/overrides`, body);
  return reviewResultSchema.parse(data);
}
