import type { Hex } from 'viem'
import { defineOpsCommand, UsageError } from '../../../platform/ops'
import { readRegisteredDay, sameLiabilities } from '../publication/readRegisteredDay'
import { registryDay } from '@vita/shared/solvency'
import { rebuildSolvencyDay } from '../rebuildSolvencyDay'

/** The rebuilt day differs from what is stored, or from what the registry holds: exit code 1. */
export class SolvencyMismatchError extends Error {
  override name = 'SolvencyMismatchError'
}

const listed = (totals: readonly bigint[], currencies: readonly string[]) =>
  totals.map((total, index) => `${total} ${currencies[index] ?? '?'}`).join(' / ')

/**
 * Rebuilds a stored day's tree from its chunks' leaves and compares the root and totals with the stored
 * ones and with SolvencyRegistry's (when the chain is configured): `match`, or `mismatch` and exit code 1.
 */
export const rebuildSolvencyDayCommand = defineOpsCommand({
  name: 'solvency:rebuild',
  usage: '--day YYYY-MM-DD',
  summary:
    "rebuilds a day's liabilities tree from its stored leaves; compares root and totals with the stored and the registry's",
  options: ['day'],
  // Reads only.
  audited: false,
  parse: (options) => {
    const day = options.day
    if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UsageError('--day YYYY-MM-DD is required')
    return { day }
  },
  async run({ db, solvencySaltKey, chain }, { day }) {
    if (!solvencySaltKey) throw new UsageError('the solvency salt key is not configured')
    const result = await rebuildSolvencyDay(db, { day, saltKey: solvencySaltKey })
    const { stored, rebuilt, currencies } = result
    const storedMatch =
      stored.root === rebuilt.root &&
      stored.leafCount === rebuilt.leafCount &&
      stored.totals.length === rebuilt.totals.length &&
      stored.totals.every((total, index) => total === rebuilt.totals[index]) &&
      result.chunkMismatches.length === 0
    const lines = [
      `${day}: rebuilt from ${result.chunkCount} chunks, ${rebuilt.leafCount} members: root ${rebuilt.root}, totals ${listed(rebuilt.totals, currencies)}`,
      `stored: ${storedMatch ? 'match' : `mismatch (root ${stored.root}, totals ${listed(stored.totals, currencies)}, ${stored.leafCount} members)`}`,
    ]
    if (result.chunkMismatches.length > 0)
      lines.push(
        `chunks whose stored record differs from their leaves: ${result.chunkMismatches.slice(0, 20).join(', ')}${result.chunkMismatches.length > 20 ? ', …' : ''}`,
      )
    let registryMatch = true
    const registry = chain?.contracts()?.solvencyRegistry
    if (!chain || !registry) lines.push('registry: not read (no chain or no registry in the deployment)')
    else {
      const registered = await readRegisteredDay(
        { client: chain.reader.clients.primary, registry },
        registryDay(day),
      )
      if (!registered) lines.push(`registry ${registry}: ${day} not published`)
      else {
        registryMatch = sameLiabilities(registered, { root: rebuilt.root as Hex, totals: rebuilt.totals })
        lines.push(
          `registry ${registry}: ${registryMatch ? 'match' : `mismatch (root ${registered.root}, totals ${listed(registered.totals, currencies)})`}, reserves block ${registered.reservesBlock}`,
        )
      }
    }
    const output = lines.join('\n')
    if (!storedMatch || !registryMatch) throw new SolvencyMismatchError(output)
    return { output }
  },
})
