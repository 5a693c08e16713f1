/**
 * The transaction a trade is waiting for, kept in localStorage from submission until its receipt is
 * seen, so a reload (or a closed tab) resumes waiting instead of forgetting a sent transaction.
 */
export const PENDING_TX_KEY = 'pendingTransaction'

export type PendingTxKind = 'approve' | 'buy' | 'sell' | 'sellOrder'

export type PendingTx = {
  hash: `0x${string}`
  kind: PendingTxKind
  /** Base units as decimal text. */
  amountIn: string
  /** Expected output (base units) for swaps; "0" when not known. */
  amountOut: string
  /** The token approved, for approvals ("USDT" | "DPINE"). */
  token?: string
  account: `0x${string}`
  chainId: number
  /** Unix milliseconds. */
  startedAt: number
}

const KINDS: readonly PendingTxKind[] = ['approve', 'buy', 'sell', 'sellOrder']
const HASH = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const UNITS = /^\d+$/

function isPendingTx(value: unknown): value is PendingTx {
  if (typeof value !== 'object' || value === null) return false
  const r = value as Record<string, unknown>
  return (
    typeof r.hash === 'string' &&
    HASH.test(r.hash) &&
    typeof r.kind === 'string' &&
    (KINDS as readonly string[]).includes(r.kind) &&
    typeof r.amountIn === 'string' &&
    UNITS.test(r.amountIn) &&
    typeof r.amountOut === 'string' &&
    UNITS.test(r.amountOut) &&
    (r.token === undefined || typeof r.token === 'string') &&
    typeof r.account === 'string' &&
    ADDRESS.test(r.account) &&
    typeof r.chainId === 'number' &&
    typeof r.startedAt === 'number'
  )
}

type Reader = Pick<Storage, 'getItem' | 'removeItem'>

/** The stored pending transaction on `chainId`, or null; unreadable entries are dropped. */
export function readPendingTx(chainId: number, storage: Reader = localStorage): PendingTx | null {
  const raw = storage.getItem(PENDING_TX_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (isPendingTx(parsed)) return parsed.chainId === chainId ? parsed : null
  } catch {
    // fall through: a broken entry is removed below
  }
  storage.removeItem(PENDING_TX_KEY)
  return null
}

export function savePendingTx(tx: PendingTx, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(PENDING_TX_KEY, JSON.stringify(tx))
}

/** Removes the entry only if it is still `hash` (another tab may have stored a newer one). */
export function clearPendingTx(hash: string, storage: Reader = localStorage): void {
  const raw = storage.getItem(PENDING_TX_KEY)
  if (!raw) return
  try {
    const parsed = JSON.parse(raw) as { hash?: unknown }
    if (typeof parsed.hash === 'string' && parsed.hash.toLowerCase() !== hash.toLowerCase()) return
  } catch {
    // unreadable: remove it
  }
  storage.removeItem(PENDING_TX_KEY)
}
