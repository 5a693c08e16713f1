import {
  CHAIN_ACTIVITY_SOURCES,
  formatChainActivityCursor,
  parseChainActivityCursor,
  type ChainActivity,
  type ChainActivityPage,
  type ChainActivitySource,
} from '@vita/shared'
import type { Db } from '../../platform/db/client'
import type { KeysetBefore } from '../../platform/db/keyset'
import { listMemberOrderActivity } from '../club'
import { listMemberDepositActivity } from '../deposits'
import { listMemberTrades } from '../market'
import { listMemberCardPayments } from '../checkout'

export type ListChainActivityParameters = {
  chainId: number
  memberId: number
  /** The member's wallet (checksummed). */
  address: string
  cursor?: string | undefined
  limit: number
}
export type ListChainActivityReturnType = ChainActivityPage

type SourceRow = { at: Date; keys: readonly bigint[]; activity: ChainActivity }
type Sourced = SourceRow & { source: number }
type ReadSource = (before: KeysetBefore | undefined, limit: number) => Promise<SourceRow[]>

/** Newest first; a tie of equal times goes by source (CHAIN_ACTIVITY_SOURCES order), then keys, highest first. */
function newestFirst(a: Sourced, b: Sourced): number {
  const byTime = b.at.getTime() - a.at.getTime()
  if (byTime !== 0) return byTime
  if (a.source !== b.source) return a.source - b.source
  for (let i = 0; i < a.keys.length; i += 1) {
    const [x, y] = [a.keys[i]!, b.keys[i]!]
    if (x !== y) return x > y ? -1 : 1
  }
  return 0
}

/**
 * Where a source resumes after the cursor `(at, source r, keys)` in the merged order: a source before r
 * in the tie order already gave every row of time `at` (strictly older now), r itself resumes after its
 * keys, and a source after r gave none of that time yet (its rows of time `at` still come).
 */
function resumeAt(
  source: number,
  cursor: ReturnType<typeof parseChainActivityCursor>,
): KeysetBefore | undefined {
  if (!cursor) return undefined
  const r = CHAIN_ACTIVITY_SOURCES.indexOf(cursor.source)
  if (source < r) return { at: cursor.at }
  if (source === r) return { at: cursor.at, keys: cursor.key.split('.').map(BigInt) }
  return { at: new Date(cursor.at.getTime() + 1) }
}

/**
 * The member's wallet activity (swaps and sales, club orders, deposits) and card payments, merged newest
 * first. The cursor is `<ms>_<source>_<keys>` of the page's last row: every source's rows are ordered by
 * (time in ms desc, keys desc), and each reads its next `limit + 1` rows after the cursor (resumeAt), so
 * a page neither skips nor repeats a row, also among rows of equal times across sources.
 */
export async function listChainActivity(
  db: Db,
  { chainId, memberId, address, cursor, limit }: ListChainActivityParameters,
): Promise<ListChainActivityReturnType> {
  const sources: Record<ChainActivitySource, ReadSource> = {
    trade: (before, n) => listMemberTrades(db, { chainId, trader: address, before, limit: n }),
    clubOrder: (before, n) => listMemberOrderActivity(db, { memberId, before, limit: n }),
    deposit: (before, n) => listMemberDepositActivity(db, { chainId, depositor: address, before, limit: n }),
    cardPayment: (before, n) => listMemberCardPayments(db, { memberId, before, limit: n }),
  }
  const position = cursor === undefined ? null : parseChainActivityCursor(cursor)
  const pages = await Promise.all(
    CHAIN_ACTIVITY_SOURCES.map(async (name, source) =>
      (await sources[name](resumeAt(source, position), limit + 1)).map((row) => ({ ...row, source })),
    ),
  )
  const merged = pages.flat().sort(newestFirst)
  const page = merged.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => row.activity),
    nextCursor:
      merged.length > limit && last
        ? formatChainActivityCursor({
            at: last.at,
            source: CHAIN_ACTIVITY_SOURCES[last.source]!,
            key: last.keys.join('.'),
          })
        : null,
  }
}
