// The baseline: the cheapest route Fastify 5 can serve, so the ratio against it shows what the
// API's own work (tenant, session lookup, permissions, serialisation) costs per request.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('hello-server: PORT must be a positive integer');
  process.exit(1);
}

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
// Ctrl-C reaches the whole process group, so SIGINT must end this child as cleanly as SIGTERM.
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());

await app.listen({ port, host: '127.0.0.1' });
