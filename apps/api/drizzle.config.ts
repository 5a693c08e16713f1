import { defineConfig } from 'drizzle-kit'

// One schema (every module's and platform part's tables.ts) and one migrations folder, shared by PGlite
// and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/platform/*/tables.ts'],
  out: './drizzle',
})
