import { TOKEN_STORAGE_KEY } from '@w2e/core/constants';
import { ackSchema } from '@w2e/core/contracts/common';
import {
  eventEditorSchema,
  openedVisitSchema,
  overrideBodySchema,
  playerTaskListSchema,
  quizSchema,
  reviewBodySchema,
  reviewResultSchema,
  submissionBodySchema,
  submissionPageSchema,
  submissionResultSchema,
  submissionsQuerySchema,
  taskBodySchema,
  taskResultSchema,
  telegramCheckBodySchema,
  telegramCheckSchema,
  visitLinkSchema,
} from '@w2e/core/contracts/tasks';
import { ROUTES } from '@w2e/core/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { readCookie } from '../../lib/cookies';
import { requestLanguage } from '../../lib/i18n';
import { publicOrKey, responses, signedIn, signedInOrKey } from '../../plugins/responses';
import { telegramChatCheck } from '../../verifiers/telegram';
import { recordSighting } from '../trust/sightings';
import { currentUser, requireSession, requireUser } from '../users/access';
import {
  addTask,
  deleteTask,
  eventEditor,
  listSubmissions,
  playerTasks,
  quizFor,
  updateTask,
} from './service';
import {
  createVisit,
  openOwnVisit,
  openVisit,
  overrideTask,
  reviewSubmission,
  submitTask,
} from './submissions';

const byId = z.object({ id: z.string().max(200) });

export const tasksRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/events/:slug/tasks',
    {
      schema: {
        tags: ['tasks'],
        ...publicOrKey,
        summary: 'The event’s tasks with the signed-in player’s state of each',
        params: z.object({ slug: z.string().max(200) }),
        response: responses({ 200: playerTaskListSchema }, 404),
      },
    },
    async (request) => playerTasks(deps, await currentUser(deps, request), request.params.slug),
  );

  app.get(
    '/events/:id/editor',
    {
      schema: {
        tags: ['tasks'],
        summary: 'The stored task configs the creation flow resumes from (the event’s host)',
        ...signedInOrKey,
        params: byId,
        response: responses({ 200: eventEditorSchema }, 401, 403, 404),
      },
    },
    async (request) => eventEditor(deps, await requireUser(deps, request), request.params.id),
  );

  app.post(
    '/tasks/telegram-check',
    {
      schema: {
        tags: ['tasks'],
        summary: 'While configuring a Telegram join task: is our bot an admin of that public chat?',
        ...signedIn,
        body: telegramCheckBodySchema,
        response: responses({ 200: telegramCheckSchema }, 400, 401),
      },
    },
    async (request) => {
      await requireUser(deps, request);
      return telegramChatCheck(deps, request.body.link, requestLanguage(request));
    },
  );

  app.post(
    '/events/:id/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Add a task to the event (its type must be in the host’s plan)',
        ...signedInOrKey,
        params: byId,
        body: taskBodySchema,
        response: responses({ 200: taskResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      addTask(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.patch(
    '/tasks/:id',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Replace a task’s config (score and type are fixed once a player completed it)',
        ...signedInOrKey,
        params: byId,
        body: taskBodySchema,
        response: responses({ 200: taskResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      updateTask(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.delete(
    '/tasks/:id',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Delete a task nobody completed yet',
        ...signedInOrKey,
        params: byId,
        response: responses({ 200: ackSchema }, 401, 403, 404, 409),
      },
    },
    async (request) =>
      deleteTask(deps, await requireUser(deps, request), request.params.id, requestLanguage(request)),
  );

  app.get(
    '/tasks/:id/quiz',
    {
      schema: {
        tags: ['tasks'],
        summary: 'A quiz task’s questions, without their answers',
        params: byId,
        response: responses({ 200: quizSchema }, 404),
      },
    },
    async (request) => quizFor(deps, await currentUser(deps, request), request.params.id),
  );

  app.post(
    '/tasks/:id/submissions',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Do the task: answers the new task state and the score granted',
        ...signedIn,
        params: byId,
        body: submissionBodySchema,
        response: responses({ 200: submissionResultSchema }, 400, 401, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const result = await submitTask(
        deps,
        session,
        request.params.id,
        request.body,
        requestLanguage(request),
      );
      // Where the task was done from, hashed (docs/trust.md): decides only rewards, never this answer.
      await recordSighting(deps, request, reply, request.params.id, session.userId);
      return result;
    },
  );

  app.post(
    '/tasks/:id/visits',
    {
      schema: {
        tags: ['tasks'],
        summary: 'A one-time link to the task’s website through the server, which records the visit',
        ...signedIn,
        params: byId,
        response: responses({ 200: visitLinkSchema }, 400, 401, 404, 409),
      },
    },
    async (request) => createVisit(deps, await requireUser(deps, request), request.params.id),
  );

  app.get(
    '/visits/:token',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Opens a visit link: records the visit and redirects to the task’s website',
        description:
          'Only for the player the link was made for (their session: the Bearer header, or the portal’s session cookie that a browser sends with a link it follows), once, within 10 minutes. Anyone else, and any later opening, is redirected to the portal’s page `/leaving?to=`, which names the site and asks before leaving.',
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const session =
        request.session ??
        (await deps.tokens.verify(readCookie(request.headers.cookie, TOKEN_STORAGE_KEY) ?? null));
      const { url, counted } = await openVisit(deps, request.params.token, session?.userId ?? null);
      return reply.redirect(counted ? url : `${ROUTES.leaving}?to=${encodeURIComponent(url)}`, 302);
    },
  );

  app.post(
    '/visits/:token',
    {
      schema: {
        tags: ['tasks'],
        summary:
          'Opens a visit link from an app that opens the site itself (the Mini App): records the visit',
        description:
          'The same rule as GET: the player the link was made for, once, within 10 minutes. 409 when it was used or has expired, 404 when it is not theirs.',
        ...signedIn,
        params: z.object({ token: z.string().max(100) }),
        response: responses({ 200: openedVisitSchema }, 401, 404, 409),
      },
    },
    async (request) => openOwnVisit(deps, await requireUser(deps, request), request.params.token),
  );

  app.get(
    '/events/:id/submissions',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Form answers and bug reports of the event (its host only)',
        ...signedInOrKey,
        params: byId,
        querystring: submissionsQuerySchema,
        response: responses({ 200: submissionPageSchema }, 400, 401, 403, 404),
      },
    },
    async (request) =>
      listSubmissions(deps, await requireUser(deps, request), request.params.id, request.query),
  );

  app.post(
    '/submissions/:id/review',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Accept a report with a score, or reject it with a reason the player sees (the host)',
        ...signedInOrKey,
        params: byId,
        body: reviewBodySchema,
        response: responses({ 200: reviewResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      reviewSubmission(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    '/tasks/:id/overrides',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Grant the task to a player whose check refused it, recorded with who and when (the host)',
        ...signedInOrKey,
        params: byId,
        body: overrideBodySchema,
        response: responses({ 200: reviewResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      overrideTask(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );
};
