import {
  markNotificationsReadSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@w2e/core/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { responses, signedIn } from '../../plugins/responses';
import { requireUser } from '../users/access';
import { listNotifications, markNotificationsRead, unreadNotifications } from './service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'The signed-in player’s notifications, newest first, a page at a time (`limit` 1-100, default 20; `offset`), with how many are unread',
        ...signedIn,
        querystring: notificationsQuerySchema,
        response: responses({ 200: notificationPageSchema }, 400, 401),
      },
    },
    async (request) => listNotifications(deps, await requireUser(deps, request), request.query),
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of the signed-in player’s notifications are unread (the bell)',
        ...signedIn,
        response: responses({ 200: unreadCountSchema }, 401),
      },
    },
    async (request) => unreadNotifications(deps, await requireUser(deps, request)),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Marks some of the signed-in player’s notifications read (`ids`, at most 100) or all of them (`all: true`); answers the unread count',
        ...signedIn,
        body: markNotificationsReadSchema,
        response: responses({ 200: unreadCountSchema }, 400, 401),
      },
    },
    async (request) => markNotificationsRead(deps, await requireUser(deps, request), request.body),
  );
};
