import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema (`npm run db:generate -w apps/api`); they are
// committed and applied at start by src/plugins/db/migrate.ts. No database is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
