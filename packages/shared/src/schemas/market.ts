import { z } from 'zod'
import { addressSchema, baseUnitsSchema } from '../address'

/**
 * Market payloads. Amounts are decimal strings of 18-decimal base units; prices are USDT per DPINE
 * scaled by 1e18 (so "3000000000000" is 0.000003 USDT). `stale: true` means the chain could not be
 * read and the values are the fallback (price 0.000003 USDT) or the last ones known.
 */

/** Which price orders use: the pool's time-weighted average, or its spot price while the pool has less history. */
export const PRICE_KINDS = ['twap', 'spot'] as const
export type PriceKind = (typeof PRICE_KINDS)[number]

/**
 * Spec §3 "Price info". `currentPrice` is the accounting contract's order price (the one staking
 * orders return DPINE at), `DPINEPrice` the live pool price.
 */
export const priceInfoSchema = z.object({
  currentPrice: baseUnitsSchema,
  DPINEPrice: baseUnitsSchema,
  /** `twap`: currentPrice is the average over `twapWindowSeconds`; `spot`: the pool has less history. */
  priceKind: z.enum(PRICE_KINDS),
  /** The accounting contract's averaging window (default 1800 s). */
  twapWindowSeconds: z.number().int(),
  totalSupply: baseUnitsSchema,
  circulatingSupply: baseUnitsSchema,
  totalDestroyed: baseUnitsSchema,
  sellEnabled: z.boolean(),
  /** Unix milliseconds of the read. */
  timestamp: z.number().int(),
  stale: z.boolean(),
})
export type PriceInfo = z.infer<typeof priceInfoSchema>

/** Spec §3 "Token info". */
export const tokenInfoSchema = z.object({
  totalSupply: baseUnitsSchema,
  circulatingSupply: baseUnitsSchema,
  totalDestroyed: baseUnitsSchema,
  decimals: z.number().int(),
  stale: z.boolean(),
})
export type TokenInfo = z.infer<typeof tokenInfoSchema>

/** Spec §3 "Contract status" plus the sell permission (§4 sell flow). */
export const contractStatusSchema = z.object({
  address: addressSchema,
  isWhitelisted: z.boolean(),
  isBlacklisted: z.boolean(),
  minAmount: baseUnitsSchema,
  sellEnabled: z.boolean(),
  canSell: z.boolean(),
  stale: z.boolean(),
})
export type ContractStatus = z.infer<typeof contractStatusSchema>

export const contractStatusQuerySchema = z.object({ address: addressSchema.optional() })

/** Wallet balances per token; a token whose read fails shows "0" (spec §8). */
export const walletBalancesSchema = z.object({
  address: addressSchema,
  USDT: baseUnitsSchema,
  DPINE: baseUnitsSchema,
  BNB: baseUnitsSchema,
  stale: z.boolean(),
})
export type WalletBalances = z.infer<typeof walletBalancesSchema>

export const CANDLE_INTERVALS = ['1m', '15m', '1h', '1d'] as const
export type CandleInterval = (typeof CANDLE_INTERVALS)[number]
export const CANDLE_LIMIT_MAX = 1000

export const candlesQuerySchema = z.object({
  interval: z.enum(CANDLE_INTERVALS).default('15m'),
  limit: z.coerce.number().int().min(1).max(CANDLE_LIMIT_MAX).default(200),
})

/** One bucket of trades; empty buckets are omitted. Buckets are aligned to UTC. */
export const candleSchema = z.object({
  /** Bucket start, Unix seconds. */
  time: z.number().int(),
  open: baseUnitsSchema,
  high: baseUnitsSchema,
  low: baseUnitsSchema,
  close: baseUnitsSchema,
  /** DPINE traded. */
  volume: baseUnitsSchema,
  /** USDT traded. */
  value: baseUnitsSchema,
  trades: z.number().int(),
})
export type Candle = z.infer<typeof candleSchema>
export const candlesSchema = z.object({ interval: z.enum(CANDLE_INTERVALS), candles: z.array(candleSchema) })
export type Candles = z.infer<typeof candlesSchema>

/** Price chart header (spec §2): price, change, 24h high, low, volume, value, supply, destroyed, market cap. */
export const marketStatsSchema = z.object({
  price: baseUnitsSchema,
  /** 24h change in basis points (signed integer as text, e.g. "-125" is −1.25 %). */
  changeBps: z.string().regex(/^-?\d+$/),
  high24h: baseUnitsSchema,
  low24h: baseUnitsSchema,
  volume24h: baseUnitsSchema,
  value24h: baseUnitsSchema,
  totalSupply: baseUnitsSchema,
  circulatingSupply: baseUnitsSchema,
  totalDestroyed: baseUnitsSchema,
  /** price × circulating supply / 1e18, in USDT base units. */
  marketCap: baseUnitsSchema,
  stale: z.boolean(),
})
export type MarketStats = z.infer<typeof marketStatsSchema>

/** Spec §3 "Pool": pool ratio, total amount, update time. */
export const contractPoolSchema = z.object({
  ratioBps: z.number().int(),
  totalAmount: baseUnitsSchema,
  updatedAt: z.string().datetime(),
})
export const contractPoolsSchema = z.object({
  centralBank: contractPoolSchema,
  fee: contractPoolSchema,
  stale: z.boolean(),
})
export type ContractPools = z.infer<typeof contractPoolsSchema>

/** The on-chain vaults that receive each order's USDT (VitaOrder.splitRatios). */
export const POOL_VAULTS = ['staticDividend', 'centralBank', 'fee'] as const
/** The app's pool accounts (ledger system accounts) each vault backs. */
export const POOL_LEDGER_ACCOUNTS = [
  'static_dividend_pool',
  'central_bank_pool',
  'dynamic_pool',
  'fee_pool',
] as const

/**
 * GET /app/pools/reconciliation: per vault, what it holds on chain and what the app's books keep in the
 * pool accounts it backs (the central bank vault backs the central bank and the dynamic pool, club-rules
 * §3). `difference` = on chain − books: money the books already paid out of a pool (dividends, rewards:
 * now members' balances) and that has not left the vault yet; negative means the books keep more than the
 * vault holds.
 */
export const poolReconciliationSchema = z.object({
  pools: z.array(
    z.object({
      vault: z.enum(POOL_VAULTS),
      address: addressSchema.nullable(),
      /** The vault's share of every order on chain, basis points. */
      ratioBps: z.number().int(),
      onChain: baseUnitsSchema,
      accounts: z.array(z.object({ code: z.enum(POOL_LEDGER_ACCOUNTS), balance: baseUnitsSchema })),
      books: baseUnitsSchema,
      difference: z.string().regex(/^-?\d+$/),
    }),
  ),
  /** The chain could not be read: on-chain figures are the last known (or 0). */
  stale: z.boolean(),
  readAt: z.string().datetime(),
})
export type PoolReconciliation = z.infer<typeof poolReconciliationSchema>

export const quoteQuerySchema = z.object({
  side: z.enum(['buy', 'sell']),
  amountIn: baseUnitsSchema,
  slippageBps: z.coerce.number().int().min(0).max(10_000).default(0),
})
export type QuoteQuery = z.infer<typeof quoteQuerySchema>

/**
 * Exact-in quote (shared/pool quoteExactIn): buy spends USDT for DPINE on the pool; sell spends DPINE
 * through the order contract, and `amountOut` is what the seller receives (the pool output minus
 * the 10% returned to the pool).
 */
export const quoteSchema = z.object({
  side: z.enum(['buy', 'sell']),
  amountIn: baseUnitsSchema,
  amountOut: baseUnitsSchema,
  /** The pool's output; for a sale, before the return to the pool. */
  poolOut: baseUnitsSchema,
  /** USDT the order contract returns to the pool on a sale; "0" for a buy. */
  returnedToPool: baseUnitsSchema,
  fee: baseUnitsSchema,
  feeBps: z.number().int(),
  /** Worse than the pool's spot price by this many basis points (fee excluded). */
  priceImpactBps: z.number().int(),
  minimumReceived: baseUnitsSchema,
  slippageBps: z.number().int(),
  /** Spot price before the trade, USDT per DPINE ×1e18. */
  price: baseUnitsSchema,
  stale: z.boolean(),
})
export type Quote = z.infer<typeof quoteSchema>
