import type { AppModule } from '../../platform/module'
import { listParkedPayoutsCommand } from './commands/listParkedPayouts'
import { listWithdrawalsCommand } from './commands/listWithdrawals'
import { resolveParkedPayoutCommand } from './commands/resolveParkedPayout'
import { setWithdrawRulesCommand } from './commands/setWithdrawRules'
import { payoutsJob } from './jobs/payouts'
import { withdrawalsRoutes } from './routes'

/** Withdrawals to the member's wallet: request (reserved in the ledger), payout worker, rules. */
export const withdrawalsModule: AppModule = {
  name: 'withdrawals',
  routes: withdrawalsRoutes,
  jobs({ config, database, chain, deployment, logger }) {
    if (!config.payoutPrivateKey || !chain) {
      logger.warn({}, 'PAYOUT_PRIVATE_KEY unset: withdrawals stay pending until a payout worker runs')
      return []
    }
    return [
      payoutsJob({
        db: database.db,
        chainId: config.chainId,
        client: chain.clients.failover,
        proofClient: chain.clients.primary,
        privateKey: config.payoutPrivateKey,
        deployment,
        intervalMs: config.payoutIntervalMs,
        confirmations: config.payoutConfirmations,
        gasLimit: config.payoutGasLimit,
      }),
    ]
  },
  opsCommands: [
    setWithdrawRulesCommand,
    listWithdrawalsCommand,
    listParkedPayoutsCommand,
    resolveParkedPayoutCommand,
  ],
}
