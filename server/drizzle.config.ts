import { defineConfig } from 'drizzle-kit';

// Migrations are generated once and run unchanged on PGlite and PostgreSQL (ARCHITECTURE §5).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
