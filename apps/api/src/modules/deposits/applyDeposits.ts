import { and, asc, eq, inArray } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Currency } from '@vita/shared'
import { vitaDepositAbi } from '@vita/contracts/generated/abi/vitaDeposit'
import { chainRefOf } from '../../platform/indexer'
import { IndexerConfigError } from '../../platform/indexer/errors'
import type { ApplyLogs, EventArgs } from '../../platform/indexer/registry'
import { deposits } from './tables'

type DepositedArgs = EventArgs<typeof vitaDepositAbi, 'Deposited'>

/**
 * Deposited logs, in chain order. A log the chain had dropped and mined again (same transaction,
 * depositor, token and amount) takes back its row: `reversed` becomes `pending` again (credited anew once
 * confirmed), `review` becomes `credited` (its credit stood). Any other log is a new `pending` row;
 * creditDeposits credits it once it is deep enough.
 */
export const applyDeposited: ApplyLogs<DepositedArgs> = async (tx, logs, { contracts }) => {
  const currencyOf = new Map<string, Currency>([
    [getAddress(contracts.usdt), 'USDT'],
    [getAddress(contracts.dpine), 'DPINE'],
  ])
  for (const log of logs) {
    const currency = currencyOf.get(getAddress(log.args.token))
    // VitaDeposit takes only the two tokens it was built with: another one means the deployment file
    // names other tokens than the contract, which no deposit should be credited against.
    if (!currency)
      throw new IndexerConfigError(
        `deposit of ${log.args.token}, which is neither the deployment's USDT nor DPINE`,
      )
    const depositor = getAddress(log.args.member)
    const [detached] = await tx
      .select({ id: deposits.id, status: deposits.status })
      .from(deposits)
      .where(
        and(
          eq(deposits.chainId, log.chainId),
          eq(deposits.txHash, log.txHash),
          eq(deposits.depositor, depositor),
          eq(deposits.currency, currency),
          eq(deposits.amount, log.args.amount),
          inArray(deposits.status, ['reversed', 'review']),
        ),
      )
      .orderBy(asc(deposits.id))
      .limit(1)
      .for('update')
    if (detached) {
      await tx
        .update(deposits)
        .set({
          ...chainRefOf(log),
          ...(detached.status === 'reversed'
            ? { status: 'pending' as const, transferId: null, creditedAt: null }
            : { status: 'credited' as const }),
        })
        .where(eq(deposits.id, detached.id))
      continue
    }
    await tx.insert(deposits).values({ ...chainRefOf(log), depositor, currency, amount: log.args.amount })
  }
}
