import { ackSchema } from '@w2e/core/contracts/common';
import {
  adminProjectsQuerySchema,
  createProjectBodySchema,
  projectListSchema,
  projectPageSchema,
  projectProfileResultSchema,
  projectProfileSchema,
  projectResultSchema,
  setTierBodySchema,
  updateProjectBodySchema,
} from '@w2e/core/contracts/projects';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { currentUser, requireOperator, requireUser } from '../users/access';
import {
  createProject,
  listProjects,
  myProjects,
  projectProfile,
  setProjectTier,
  updateProject,
} from './service';
import { setPricingTier } from './tiers';

export const projectsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Before validation, so that a stranger learns nothing about the body's rules: 401/403 come first.
  const operatorsOnly = async (request: FastifyRequest) => {
    await requireOperator(deps, request);
  };
  app.post(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create the signed-in user’s project (one per user; starts on the Basic tier)',
        ...signedIn,
        body: createProjectBodySchema,
        response: responses({ 200: projectResultSchema }, 400, 401, 409),
      },
    },
    async (request) =>
      createProject(deps, await requireUser(deps, request), request.body, requestLanguage(request)),
  );

  app.get(
    '/projects/mine',
    {
      schema: {
        tags: ['projects'],
        summary: 'The signed-in user’s projects',
        ...signedIn,
        response: responses({ 200: projectListSchema }, 401),
      },
    },
    async (request) => myProjects(deps, await requireUser(deps, request)),
  );

  app.get(
    '/projects/:slug',
    {
      schema: {
        tags: ['projects'],
        summary: 'A project’s own page: name, logo, website, socials, description (public)',
        params: z.object({ slug: z.string().max(200) }),
        response: responses({ 200: projectProfileSchema }, 404),
      },
    },
    async (request) => projectProfile(deps, request.params.slug, await currentUser(deps, request)),
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Edit a project’s page (its owner or an operator)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        body: updateProjectBodySchema,
        response: responses({ 200: projectProfileResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      updateProject(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.get(
    '/admin/projects',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every project with its pricing tier (operators only; q filters by name or slug)',
        ...signedIn,
        querystring: adminProjectsQuerySchema,
        response: responses({ 200: projectPageSchema }, 400, 401, 403),
      },
      preValidation: operatorsOnly,
    },
    async (request) => listProjects(deps, request.query),
  );

  app.patch(
    '/admin/projects/:id/tier',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a project’s pricing tier (operators only)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        body: setTierBodySchema,
        response: responses({ 200: projectResultSchema }, 400, 401, 403, 404),
      },
      preValidation: operatorsOnly,
    },
    async (request) => setProjectTier(deps, request.params.id, request.body.tier, requestLanguage(request)),
  );

  app.patch(
    '/admin/games/:id/tier',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a game’s pricing tier, which gates its events’ task types (operators only)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        body: setTierBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 403, 404),
      },
      preValidation: operatorsOnly,
    },
    async (request) => {
      await setPricingTier(deps, 'game', request.params.id, request.body.tier);
      return ack(requestLanguage(request), 'articles:tierUpdated');
    },
  );
};
