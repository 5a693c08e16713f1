import type { AppModule } from '../../platform/module'
import { registerClubHandlers } from './indexerHandlers'
import { listClubSettlementsCommand } from './commands/listSettlements'
import { previewClubDayCommand } from './commands/previewDay'
import { setClubRulesCommand } from './commands/setRules'
import { settleClubDayCommand } from './commands/settleDay'
import { showClubRulesCommand } from './commands/showRules'
import { setSellPermissionCommand, showSellPermissionCommand } from './commands/sellPermission'
import { settleClubJob } from './jobs/settleClub'
import { expireUnsentOrdersJob } from './jobs/expireUnsentOrders'
import { releaseNodeStakesJob } from './jobs/releaseNodeStakes'
import { syncClubMembersJob } from './jobs/syncClubMembers'
import { verifyOrderTransactionsJob } from './jobs/verifyOrderTransactions'
import { whitelistWalletsJob } from './jobs/whitelistWallets'
import { clubRoutes } from './routes'

/** The membership club: staking orders placed on chain (indexed here), wallet whitelisting, dividends, teams. */
export const clubModule: AppModule = {
  name: 'club',
  routes: clubRoutes,
  // Activation days are business days of SETTLEMENT_TIME_ZONE, like settlement's.
  indexerHandlers: (registry, { config }) =>
    registerClubHandlers(registry, { timeZone: config.settlementTimeZone }),
  jobs({ config, database, chain, deployment, logger, now }) {
    const intervalMs = config.clubOrdersIntervalMs
    const orderJobs = [
      syncClubMembersJob({ db: database.db, intervalMs, timeZone: config.settlementTimeZone }),
      settleClubJob({ db: database.db, dailyAt: config.settlementDailyAt }),
      expireUnsentOrdersJob({ db: database.db, intervalMs, now }),
      releaseNodeStakesJob({ db: database.db, intervalMs, now }),
      ...(chain
        ? [
            verifyOrderTransactionsJob({
              db: database.db,
              client: chain.clients.failover,
              deployment,
              intervalMs,
              dropAfterMs: config.clubOrderDropAfterMs,
              now,
            }),
          ]
        : []),
    ]
    if (!config.operatorPrivateKey || !chain) {
      logger.warn(
        {},
        'OPERATOR_PRIVATE_KEY unset: members stay "activation pending" and sell permissions are not applied',
      )
      return orderJobs
    }
    return [
      ...orderJobs,
      whitelistWalletsJob({
        db: database.db,
        client: chain.clients.failover,
        operatorPrivateKey: config.operatorPrivateKey,
        deployment,
        intervalMs: config.whitelistIntervalMs,
        confirmations: config.confirmations,
        // Well inside the lease, so a run never outlives it while waiting; a later run resolves the rest.
        receiptTimeoutMs: Math.floor(config.jobLeaseTtlMs / 4),
      }),
    ]
  },
  opsCommands: [
    showClubRulesCommand,
    setClubRulesCommand,
    settleClubDayCommand,
    previewClubDayCommand,
    listClubSettlementsCommand,
    showSellPermissionCommand,
    setSellPermissionCommand,
  ],
}
