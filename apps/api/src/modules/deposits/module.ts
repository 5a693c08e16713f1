import { vitaDepositAbi } from '@vita/contracts/generated/abi/vitaDeposit'
import type { AppModule } from '../../platform/module'
import { applyDeposited } from './applyDeposits'
import { listDepositsCommand } from './commands/listDeposits'
import { creditDepositsJob } from './jobs/creditDeposits'
import { rewindDeposits } from './rewindDeposits'
import { depositsRoutes } from './routes'

/** Deposits from members' wallets into the app: VitaDeposit's logs, indexed, credited once confirmed. */
export const depositsModule: AppModule = {
  name: 'deposits',
  routes: depositsRoutes,
  indexerHandlers: (registry) => registerDepositHandlers(registry),
  jobs: ({ config, database }) => [
    creditDepositsJob({
      db: database.db,
      chainId: config.chainId,
      confirmations: config.depositConfirmations,
      intervalMs: config.depositIntervalMs,
    }),
  ],
  opsCommands: [listDepositsCommand],
}

/** What the deposits module indexes: Deposited on the deposit contract, and how a reorg undoes it. */
export function registerDepositHandlers<R extends Parameters<NonNullable<AppModule['indexerHandlers']>>[0]>(
  registry: R,
) {
  return registry
    .on({ contract: 'deposit', abi: vitaDepositAbi, eventName: 'Deposited' }, applyDeposited)
    .onRewind(rewindDeposits)
}
