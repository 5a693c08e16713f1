/** The whole database schema: every module's tables, for drizzle's typed queries. */
export * from '../modules/members/schema'
export * from '../modules/auth/schema'
export * from '../modules/ledger/schema'
export * from '../modules/indexer/schema'
export * from '../modules/market/schema'
export * from '../modules/operators/schema'
export * from '../modules/news/schema'
export * from '../modules/withdrawals/schema'
