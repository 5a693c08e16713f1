import { z } from 'zod'
import { addressSchema, baseUnitsSchema, hexSchema } from '../address'

export const tokenConfigSchema = z.object({
  symbol: z.string(),
  address: addressSchema,
  decimals: z.number().int(),
})

/** Runtime configuration the web app loads at start (GET /app/config), so one build serves every chain. */
export const appConfigSchema = z.object({
  chain: z.object({
    chainId: z.number().int(),
    name: z.string(),
    rpcUrl: z.string(),
    /** The web app's own backup RPC for reads (viem fallback after rpcUrl); null when there is none. */
    backupRpcUrl: z.string().nullable(),
    explorerUrl: z.string(),
    nativeSymbol: z.string(),
    nativeDecimals: z.number().int(),
  }),
  /** Display name of the project token ({product} in the spec). */
  productName: z.string(),
  tokens: z.object({ USDT: tokenConfigSchema.nullable(), DPINE: tokenConfigSchema.nullable() }),
  contracts: z.record(z.string(), addressSchema),
  /**
   * `devChain`: the app runs on the local dev chain (no RPC_URL; never on chain 56): the web app then
   * offers its built-in dev wallet and the faucet (POST /app/dev/faucet exists only then).
   */
  features: z.record(z.string(), z.boolean()),
  /**
   * Step-up (stepUp.ts): internal transfers carry the member's EIP-712 signature once the unsigned ones
   * of the last 24 hours (per currency) would reach `transferThreshold` (base units); a shop payment
   * of an order whose total is at least `shopPaymentThreshold` (USDT base units) is signed too.
   */
  stepUp: z.object({ transferThreshold: baseUnitsSchema, shopPaymentThreshold: baseUnitsSchema }),
  appVersion: z.string(),
})
export type AppConfig = z.infer<typeof appConfigSchema>

/**
 * ok: database and chain reachable; degraded: the chain is not (members can still use the app, chain
 * reads fall back); down: the database is not (answered with HTTP 503 so load balancers drain it).
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.object({ ok: z.boolean(), latencyMs: z.number() }),
  chain: z.object({
    ok: z.boolean(),
    chainId: z.number().int().nullable(),
    blockNumber: z.string().nullable(),
  }),
})
export type HealthResponse = z.infer<typeof healthResponseSchema>

/** POST /app/dev/faucet (dev chain only): BNB for gas and USDT sent to `address` from a dev account. */
export const devFaucetRequestSchema = z.object({ address: addressSchema })
const faucetTransferSchema = z.object({
  /** Base units (18 decimals). */
  amount: baseUnitsSchema,
  /** The transaction, confirmed before the answer. */
  txHash: hexSchema,
})
export const devFaucetResponseSchema = z.object({
  address: addressSchema,
  BNB: faucetTransferSchema,
  USDT: faucetTransferSchema,
})
export type DevFaucetResponse = z.infer<typeof devFaucetResponseSchema>
