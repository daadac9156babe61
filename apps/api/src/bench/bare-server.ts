/**
 * The yardstick of `npm run bench:api`: a bare Fastify server answering a small JSON object, on
 * the port in PORT. Whatever the portal's routes cost on top of Fastify is the ratio to this.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
