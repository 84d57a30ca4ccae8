import { ackSchema } from '@w2e/core/contracts/common';
import {
  createEventBodySchema,
  eventHostListSchema,
  eventPageSchema,
  eventResultSchema,
  eventSchema,
  eventsQuerySchema,
  myCampaignsSchema,
  updateEventBodySchema,
} from '@w2e/core/contracts/events';
import { eventFeaturedBodySchema, eventFeaturedResultSchema } from '@w2e/core/events/discovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { publicOrKey, responses, signedIn, signedInOrKey } from '../../plugins/responses';
import { currentUser, requireOperator, requireUser } from '../users/access';
import {
  createEvent,
  eventHosts,
  getEvent,
  listEvents,
  myCampaigns,
  publishEvent,
  recordSignup,
  setFeatured,
  updateEvent,
} from './service';

const byId = z.object({ id: z.string().max(200) });
const bySlug = z.object({ slug: z.string().max(200) });

export const eventsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Create a draft event for a project or game the user manages (the General step)',
        ...signedInOrKey,
        body: createEventBodySchema,
        response: responses({ 200: eventResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      createEvent(deps, await requireUser(deps, request), request.body, requestLanguage(request)),
  );

  app.patch(
    '/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Save any step of the event (fields left out keep their value; `step` records progress)',
        ...signedInOrKey,
        params: byId,
        body: updateEventBodySchema,
        response: responses({ 200: eventResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      updateEvent(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    '/events/:id/publish',
    {
      schema: {
        tags: ['events'],
        summary: 'Publish a draft once every step is valid (cannot be undone)',
        ...signedInOrKey,
        params: byId,
        response: responses({ 200: eventResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      publishEvent(deps, await requireUser(deps, request), request.params.id, requestLanguage(request)),
  );

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Published events: status=ongoing|upcoming|ended, type=nonstop, q by title, paginated',
        querystring: eventsQuerySchema,
        response: responses({ 200: eventPageSchema }, 400),
      },
    },
    async (request) => listEvents(deps, request.query),
  );

  app.put(
    '/events/:id/featured',
    {
      schema: {
        tags: ['events'],
        summary: 'Operators: put a published event in the featured row (home page, Mini App) or take it out',
        ...signedIn,
        params: byId,
        body: eventFeaturedBodySchema,
        response: responses({ 200: eventFeaturedResultSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      await requireOperator(deps, request);
      return setFeatured(deps, request.params.id, request.body.featured, requestLanguage(request));
    },
  );

  app.get(
    '/events/hosts',
    {
      schema: {
        tags: ['events'],
        summary: 'The projects and games the signed-in user may host events for, with their plans',
        ...signedIn,
        response: responses({ 200: eventHostListSchema }, 401),
      },
    },
    async (request) => eventHosts(deps, await requireUser(deps, request)),
  );

  app.get(
    '/events/:slug',
    {
      schema: {
        tags: ['events'],
        ...publicOrKey,
        summary: 'One event by slug or id (a draft only for its host)',
        params: bySlug,
        response: responses({ 200: eventSchema }, 404),
      },
    },
    async (request) => getEvent(deps, await currentUser(deps, request), request.params.slug),
  );

  app.post(
    '/events/:slug/signups',
    {
      schema: {
        tags: ['events'],
        summary: 'Credit the signed-in account to the event whose registration link it signed up through',
        ...signedIn,
        params: bySlug,
        response: responses({ 200: ackSchema }, 400, 401, 404),
      },
    },
    async (request) =>
      recordSignup(deps, await requireUser(deps, request), request.params.slug, requestLanguage(request)),
  );

  app.get(
    '/users/my-campaigns',
    {
      schema: {
        tags: ['users'],
        summary: 'Events the signed-in user hosts (drafts included) and takes part in',
        ...signedIn,
        response: responses({ 200: myCampaignsSchema }, 401),
      },
    },
    async (request) => myCampaigns(deps, await requireUser(deps, request)),
  );
};
