import type { TestProject } from 'vitest/node'
import { createTestDatabaseTemplates } from './testDatabaseTemplates'

/**
 * Vitest global setup (the api and demo projects): migrates one PGlite and one PostgreSQL database per
 * run; `createTestDatabase` copies them instead of booting and migrating for every file (docs/adr/010).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, drop } = await createTestDatabaseTemplates()
  project.provide('testDatabaseTemplates', templates)
  return drop
}
