import {
  adminArticlesQuerySchema,
  articlePageSchema,
  articleQuotaSchema,
  articleResultSchema,
  articleSchema,
  articlesQuerySchema,
  createArticleBodySchema,
  moderateArticleBodySchema,
  myArticlesSchema,
  updateArticleBodySchema,
} from '@w2e/core/contracts/articles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { currentUser, requireOperator, requireUser } from '../users/access';
import {
  articleQuota,
  createArticle,
  getArticle,
  listArticlesForModeration,
  listPublishedArticles,
  moderateArticle,
  myArticles,
  updateArticle,
} from './service';

const quotaNote =
  'Publishing counts toward the project’s monthly quota (5, 10, 15 articles per calendar month in UTC for Basic, Standard, Premium; Enterprise and platform operators unlimited); over it the answer is 403 and nothing is stored. The body is sanitized with the rich-text link policy.';

export const articlesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Before validation, so that a stranger gets 401/403 rather than a lesson in the body's rules.
  const operatorsOnly = async (request: FastifyRequest) => {
    await requireOperator(deps, request);
  };
  const signedInOnly = async (request: FastifyRequest) => {
    await requireUser(deps, request);
  };

  app.get(
    '/articles',
    {
      schema: {
        tags: ['articles'],
        summary: 'Published articles, newest first (section, category, q searches title/excerpt/body)',
        querystring: articlesQuerySchema,
        response: responses({ 200: articlePageSchema }, 400),
      },
    },
    async (request) => listPublishedArticles(deps, request.query),
  );

  app.get(
    '/articles/mine',
    {
      schema: {
        tags: ['articles'],
        summary: 'The signed-in author’s articles in every state',
        ...signedIn,
        response: responses({ 200: myArticlesSchema }, 401),
      },
    },
    async (request) => myArticles(deps, await requireUser(deps, request)),
  );

  app.get(
    '/articles/quota',
    {
      schema: {
        tags: ['articles'],
        summary: 'What the signed-in author may still publish this month',
        ...signedIn,
        response: responses({ 200: articleQuotaSchema }, 401),
      },
    },
    async (request) => articleQuota(deps, await requireUser(deps, request)),
  );

  app.get(
    '/articles/:slug',
    {
      schema: {
        tags: ['articles'],
        summary: 'One published article (its author and operators also see drafts and hidden ones)',
        params: z.object({ slug: z.string().max(200) }),
        response: responses({ 200: articleSchema }, 404),
      },
    },
    async (request) => getArticle(deps, request.params.slug, await currentUser(deps, request)),
  );

  app.post(
    '/articles',
    {
      schema: {
        tags: ['articles'],
        summary: 'Write an article: a draft, or published with `publish: true`',
        description: quotaNote,
        ...signedIn,
        body: createArticleBodySchema,
        response: responses({ 200: articleResultSchema }, 400, 401, 403, 404, 409),
      },
      preValidation: signedInOnly,
    },
    async (request) =>
      createArticle(deps, await requireUser(deps, request), request.body, requestLanguage(request)),
  );

  app.patch(
    '/articles/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'Edit one’s own article; `publish` publishes a draft or takes it back to a draft',
        description: quotaNote,
        ...signedIn,
        params: z.object({ id: z.string() }),
        body: updateArticleBodySchema,
        response: responses({ 200: articleResultSchema }, 400, 401, 403, 404),
      },
      preValidation: signedInOnly,
    },
    async (request) =>
      updateArticle(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.get(
    '/admin/articles',
    {
      schema: {
        tags: ['admin'],
        summary: 'Published and hidden articles for moderation (operators only)',
        ...signedIn,
        querystring: adminArticlesQuerySchema,
        response: responses({ 200: articlePageSchema }, 400, 401, 403),
      },
      preValidation: operatorsOnly,
    },
    async (request) => listArticlesForModeration(deps, request.query),
  );

  app.patch(
    '/admin/articles/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide an article from readers or restore it (operators only)',
        ...signedIn,
        params: z.object({ id: z.string() }),
        body: moderateArticleBodySchema,
        response: responses({ 200: articleResultSchema }, 400, 401, 403, 404),
      },
      preValidation: operatorsOnly,
    },
    async (request) => moderateArticle(deps, request.params.id, request.body, requestLanguage(request)),
  );
};
