import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

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
          { name: 'auth', description: 'Registration, sign-in, tokens, password reset' },
          { name: 'verification', description: 'E-mail and phone verification' },
          { name: 'users', description: 'Profile, picture and password' },
          { name: 'public', description: 'Public site: contact form, demo booking, the honeypot time' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'The token of `POST /api/auth/login` (2 hours; `GET /api/auth/refresh-token` renews it).',
            },
          },
        },
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
