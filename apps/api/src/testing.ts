/**
 * Test support for workspaces that test against the API (`@vita/api/testing`; the living demo's tests):
 * a test app, a fresh database per file, raw reads, the ledger's invariants. Never imported by the server.
 */
export { body, createTestApp, TEST_DEPLOYMENT, type TestApp } from './app/testApp'
export { ledgerViolations } from './modules/ledger/ledgerTesting'
export { queryRows } from './platform/db/sql'
export { createTestDatabase, testDatabaseKinds, type TestDatabase } from './platform/db/testing'
export { silentJobLogger } from './platform/jobs/jobLogger'
