import type { ReplacedPayoutTx, WithdrawalRow } from '../tables'

/**
 * Every signed version of a payout's transaction, the current one first, then the replaced ones from
 * the newest: they share one nonce, so at most one of them is ever mined.
 */
export function payoutVersions(row: WithdrawalRow): ReplacedPayoutTx[] {
  const current = row.txHash && row.rawTx ? [{ txHash: row.txHash, rawTx: row.rawTx }] : []
  return [...current, ...[...row.replacedTxs].reverse()]
}

/** The version with this hash, if it is one of ours (hashes compare case-insensitively). */
export function payoutVersion(row: WithdrawalRow, txHash: string): ReplacedPayoutTx | undefined {
  return payoutVersions(row).find((version) => version.txHash.toLowerCase() === txHash.toLowerCase())
}
