import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: migrations are applied by the app itself (src/db/migrate.ts),
// because drizzle-kit cannot drive PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
