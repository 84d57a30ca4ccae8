import { ackSchema } from '@w2e/core/contracts/common';
import {
  contactMessageBodySchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactMessageUpdateBodySchema,
} from '@w2e/core/contracts/contact-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage, translator } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { requireOperator } from '../users/access';
import { listContactMessages, markContactMessage, submitContactMessage } from './service';

export const contactMessagesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/contact-messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send the /contact form: stored, then mailed to the operators (rate limited per address)',
        body: contactMessageBodySchema,
        response: responses({ 201: ackSchema }, 400, 429),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      await submitContactMessage(deps, request, request.body, language);
      return reply.code(201).send({ message: translator(language)('contact:submitted') });
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first (platform operators only)',
        ...signedIn,
        querystring: contactMessagesQuerySchema,
        response: responses({ 200: contactMessageListSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      await requireOperator(deps, request);
      return listContactMessages(deps, request.query);
    },
  );

  app.patch(
    '/admin/contact-messages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read or unread (platform operators only)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        body: contactMessageUpdateBodySchema,
        response: responses({ 200: contactMessageSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const operator = await requireOperator(deps, request);
      return markContactMessage(deps, operator, request.params.id, request.body.read);
    },
  );
};
