import { SOLVENCY_CURRENCIES } from '@vita/contracts'
import { defineOpsCommand, UsageError } from '../../../platform/ops'
import { lastSettledDay } from '../../club'
import { readSnapshotReserves } from '../reserves/readSnapshotReserves'
import { isSnapshotTaken, snapshotLiabilities } from '../snapshotLiabilities'

/**
 * Takes the liabilities snapshot of the last settled day now, with the reserves read from the chain as
 * the job reads them (once per day: a day taken already is reported). The snapshot job does the same
 * after each settlement; this is for an operator who must not wait for it.
 */
export const snapshotSolvencyCommand = defineOpsCommand({
  name: 'solvency:snapshot',
  usage: '',
  summary: "takes the last settled day's liabilities snapshot (the members' balances as a Merkle sum tree)",
  options: [],
  // Derived data, taken once per day and never changed (no money moves): not an audited change.
  audited: false,
  parse: () => ({}),
  async run({ db, solvencySaltKey, chain, solvencyReserves }) {
    if (!solvencySaltKey) throw new UsageError('the solvency salt key is not configured')
    const day = await lastSettledDay(db)
    if (day === null) throw new UsageError('no settled day yet: nothing to take a snapshot of')
    const reserves =
      chain && solvencyReserves && !(await isSnapshotTaken(db, day))
        ? await readSnapshotReserves(
            { client: chain.reader.clients.failover, contracts: chain.contracts, settings: solvencyReserves },
            SOLVENCY_CURRENCIES,
          )
        : undefined
    const taken = await snapshotLiabilities(db, {
      day,
      currencies: SOLVENCY_CURRENCIES,
      saltKey: solvencySaltKey,
      reserves,
    })
    if (taken.kind === 'alreadyTaken') return { output: `${day}: taken already, root ${taken.root}` }
    return {
      output: `${day}: ${taken.leafCount} members, root ${taken.root}, totals ${taken.totals
        .map((total, index) => `${total} ${SOLVENCY_CURRENCIES[index]}`)
        .join(
          ' / ',
        )}, ${reserves ? `reserves read at block ${reserves.blockNumber}` : 'no reserves (no chain)'}`,
    }
  },
})
