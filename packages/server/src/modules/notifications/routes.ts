import { ackSchema } from '@w2e/core/contracts/common';
import {
  markNotificationsReadSchema,
  notificationPageSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  unreadCountSchema,
  unsubscribeBodySchema,
} from '@w2e/core/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { requireUser } from '../users/access';
import {
  allowTelegramMessages,
  listNotifications,
  markNotificationsRead,
  notificationSettingsOf,
  saveNotificationSettings,
  unreadNotifications,
  unsubscribe,
} from './service';

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

  app.get(
    '/users/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Which kinds of notification the signed-in player also gets by email and by Telegram (the defaults where unchosen), and whether each channel reaches them',
        ...signedIn,
        response: responses({ 200: notificationSettingsSchema }, 401),
      },
    },
    async (request) => notificationSettingsOf(deps, await requireUser(deps, request)),
  );

  app.patch(
    '/users/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Chooses, per kind, whether a notification is also sent by email and/or by Telegram; kinds and channels not named stay as they were',
        ...signedIn,
        body: notificationSettingsBodySchema,
        response: responses({ 200: notificationSettingsSchema }, 400, 401),
      },
    },
    async (request) => saveNotificationSettings(deps, await requireUser(deps, request), request.body),
  );

  app.post(
    '/notifications/telegram-allowed',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'The Mini App’s player allowed the bot to message them (Telegram’s write-access request): notifications they want by Telegram start; 400 without a linked Telegram account',
        ...signedIn,
        response: responses({ 200: notificationSettingsSchema }, 400, 401),
      },
    },
    async (request) => allowTelegramMessages(deps, await requireUser(deps, request)),
  );

  // A mail's one-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form to the
  // List-Unsubscribe address, whose query holds the signed values; the portal's unsubscribe page sends them as
  // JSON. Forms are read only on this module's routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Stops the emails of one kind for the player a mail was sent to, from the signed link in that mail (no session needed)',
        querystring: unsubscribeBodySchema.partial(),
        body: z
          .union([unsubscribeBodySchema, z.object({ 'List-Unsubscribe': z.literal('One-Click') })])
          .optional(),
        response: responses({ 200: ackSchema }, 400),
      },
    },
    async (request) => {
      const body = request.body as object | undefined;
      const given = unsubscribeBodySchema.safeParse(body && 'user' in body ? body : request.query);
      if (!given.success) throw badRequest('notifications:unsubscribeInvalid');
      return unsubscribe(deps, given.data, requestLanguage(request));
    },
  );
};
