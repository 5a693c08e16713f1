import { defineConfig } from 'drizzle-kit'

// One schema (every module's schema.ts) and one migrations folder, shared by PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
})
