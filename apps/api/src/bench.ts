/**
 * What the benchmarks (bench/) drive below the HTTP routes (`@vita/api/bench`): the services and steps
 * they time on their own (checkout batches, the settlement, the indexer), the database handles and the
 * set-based seeding they need. One named entry point instead of every file; never imported by the server.
 */
export { createTestApp } from './app/testApp'
export { activateChainOrder } from './modules/club/orders/activateChainOrder'
export { changeClubRules } from './modules/club/rules/changeClubRules'
export { saveClubRules } from './modules/club/rules/saveClubRules'
export {
  settleClubDay,
  type SettledClubDay,
  type SettlementStep,
} from './modules/club/settlement/settleClubDay'
export { applyOrderToTeam } from './modules/club/team/applyOrderToTeam'
export { createCardService } from './modules/cards'
export { registerClubHandlers } from './modules/club'
export {
  billTypes,
  createLedger,
  ensureSystemAccounts,
  postTransfer,
  transferBatcherFor,
  type ListAccountEntriesParameters,
  type PostTransferParameters,
} from './modules/ledger'
export { ledgerViolations } from './modules/ledger/ledgerTesting'
export { registerMarketHandlers } from './modules/market'
export { insertTestMembers, memberIdRange } from './modules/members/membersTesting'
export { childPath, communityNumberFor, pathSegment } from './modules/members/referralPath'
// The members' table itself: the order bench inserts a 1,000-deep chain set-based.
export { members } from './modules/members/tables'
export { memberSolvencyProof, snapshotLiabilities } from './modules/solvency'
export { encodeProductCursor } from './modules/catalogue/productCursor'
export { checkoutBatchOptions } from './modules/checkout/checkoutBatches'
export { paying, payShopOrder } from './modules/checkout/payShopOrder'
export { placeShopOrder, placing } from './modules/checkout/placeShopOrder'
export { foldSalesCounters } from './modules/catalogue/stock'
export { createChainClients, createChainServices, fixedDeploymentSource } from './platform/chain'
export { createDatabase, type Database, type Db, type Tx } from './platform/db/client'
export { migrateDatabase } from './platform/db/migrate'
export { queryRows } from './platform/db/sql'
export { createHandlerRegistry } from './platform/indexer/registry'
export { runIndexerOnce } from './platform/indexer/runIndexerOnce'
export { businessDay } from './platform/jobs/schedule'
