import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the routes' Zod schemas; Swagger UI serves its own
 * assets from the package (no CDN, so the CSP stays 'self'). Must be registered before the routes.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Portal API',
          description:
            'Company formation, virtual accountant, virtual office and business network portal. ' +
            'Success: `{ result, message? }`; failure: `{ message, errors? }`. Messages follow Accept-Language (tr, en).',
          version: '0.1.0',
        },
        tags: [
          { name: 'system', description: 'Health' },
          { name: 'products', description: 'Packets, add-ons, categories' },
          { name: 'offices', description: 'Virtual-office locations' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The validator badge would load an image from swagger.io.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  },
  { name: 'docs' },
);
