// The floor that matters for an authenticated request (issue 15 §4): a bare Fastify route doing one
// primary-key read of `users` through a `pg` pool like the API's (same login role, same pool size), with
// no tenant transaction, no session, no permissions and no logging. Whatever the API adds on top of one
// round trip to PostgreSQL shows as the distance between this target and /api/auth/sessao.
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT);
const url = process.env.PK_READ_DATABASE_URL;
const tenantId = process.env.PK_READ_TENANT_ID;
const userId = Number(process.env.PK_READ_USER_ID);
const poolMax = Number(process.env.DATABASE_POOL_MAX ?? 10);
if (!Number.isInteger(port) || port <= 0 || !url || !tenantId || !Number.isInteger(userId)) {
  console.error('pk-read-server: PORT, PK_READ_DATABASE_URL, PK_READ_TENANT_ID and PK_READ_USER_ID are required');
  process.exit(1);
}

// Row-level security binds this login role too: the tenant is a connection setting here, so the read
// stays one statement (the API sets it per transaction instead).
const pool = new pg.Pool({ connectionString: url, max: poolMax, options: `-c app.tenant_id=${tenantId}` });
const app = Fastify({ logger: false });
app.get('/pk', async (_request, reply) => {
  // A named statement, parsed once per connection: the cheapest primary-key read the pool can do.
  const { rows } = await pool.query({
    name: 'pk-read',
    text: 'select id, first_name, last_name, email, role from users where id = $1',
    values: [userId],
  });
  if (rows.length !== 1) return reply.code(404).send({ error: 'not found' });
  return rows[0];
});

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());

await app.listen({ port, host: '127.0.0.1' });
