/** The whole database schema: every module's tables, for drizzle's typed queries. */
export * from '../modules/members/schema'
export * from '../modules/auth/schema'
export * from '../modules/ledger/schema'
