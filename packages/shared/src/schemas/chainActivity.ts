/**
 * The bill log's second view (issue 33 item 7): what the member did from the wallet on chain (swaps,
 * sales, club orders, deposits) and the card payments of shop orders. None of these is a movement of
 * the in-app balance, so none is a bill: swaps, sales and club orders are paid from the wallet, a
 * deposit's credit shows in the bill log once it is credited, a card payment spends the card.
 */
import { z } from 'zod'
import { baseUnitsSchema, hexSchema } from '../address'
import { ORDER_STATUSES } from '../club/orderStatus'
import { SHOP_ORDER_STATUSES } from '../shop/orderStatus'
import { currencySchema, pageSchema } from './assets'
import { DEPOSIT_STATUSES } from './deposits'
import { PAGE_SIZE_MAX } from './input'

/** The sources, in the order that breaks a tie of equal times (the cursor names one). */
export const CHAIN_ACTIVITY_SOURCES = ['trade', 'clubOrder', 'deposit', 'cardPayment'] as const
export type ChainActivitySource = (typeof CHAIN_ACTIVITY_SOURCES)[number]

const DATE_MAX_MS = 8.64e15
const INT8_MAX = 2n ** 63n - 1n
/** `<ms>_<source>_<key>`: a trade's key is `<block number>.<log index>`, the others' a row id. */
const CURSOR = /^([0-9]{1,16})_(trade|clubOrder|deposit|cardPayment)_([1-9][0-9]{0,18}|0)(?:\.([0-9]{1,9}))?$/

export type ChainActivityCursor = { at: Date; source: ChainActivitySource; key: string }

/** The cursor's parts, or null when it is not one (wrong shape, a time or id out of range). */
export function parseChainActivityCursor(value: string): ChainActivityCursor | null {
  const match = CURSOR.exec(value)
  if (!match) return null
  const [, ms, source, id, logIndex] = match
  if (Number(ms) > DATE_MAX_MS || BigInt(id!) > INT8_MAX) return null
  if ((source === 'trade') !== (logIndex !== undefined)) return null
  return {
    at: new Date(Number(ms)),
    source: source as ChainActivitySource,
    key: logIndex === undefined ? id! : `${id}.${logIndex}`,
  }
}

export function formatChainActivityCursor(cursor: ChainActivityCursor): string {
  return `${cursor.at.getTime()}_${cursor.source}_${cursor.key}`
}

export const chainActivityQuerySchema = z.object({
  cursor: z
    .string()
    .refine((value) => parseChainActivityCursor(value) !== null, { error: 'invalid cursor' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
})

const money = z.object({ amount: baseUnitsSchema, currency: currencySchema })
const common = {
  /** Unique across sources: `<source>:<key>`. */
  id: z.string(),
  /** What the member paid or sent. */
  paid: money,
  txHash: hexSchema.nullable(),
  occurredAt: z.string().datetime(),
}

export const chainActivitySchema = z.discriminatedUnion('kind', [
  /** A pool swap from the wallet; indexed, so mined. */
  z.object({ ...common, kind: z.literal('swap'), side: z.enum(['buy', 'sell']), received: money }),
  /** DPINE sold through the order contract (the sell flow); `received` is the USDT paid out. */
  z.object({ ...common, kind: z.literal('sale'), received: money }),
  z.object({ ...common, kind: z.literal('clubOrder'), status: z.enum(ORDER_STATUSES), orderId: z.string() }),
  z.object({ ...common, kind: z.literal('deposit'), status: z.enum(DEPOSIT_STATUSES) }),
  /** The card's part of a paid shop order (no transaction: the card is spent inside the app). */
  z.object({
    ...common,
    kind: z.literal('cardPayment'),
    status: z.enum(SHOP_ORDER_STATUSES),
    orderNo: z.string(),
  }),
])
export type ChainActivity = z.infer<typeof chainActivitySchema>
export const chainActivityPageSchema = pageSchema(chainActivitySchema)
export type ChainActivityPage = z.infer<typeof chainActivityPageSchema>
