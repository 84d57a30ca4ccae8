import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@w2e/core/constants';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from core's zod contracts, with Swagger UI at /api/docs and the JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'W2E Hub API',
        description:
          'The API behind the web portal, the Telegram Mini App and the community-monitoring bots. Send `Authorization: Bearer <access_token>` from a sign-in call; send `Accept-Language: vi` for Vietnamese messages.',
        version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description:
              'A partner API key of an Enterprise project (`w2e_live_…`), also accepted as `Authorization: Bearer <key>`. It acts for its project only, on the endpoints that list this scheme: `read` scope for GET, `write` for the rest (docs/partner-api.md).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE}/docs` });
}
