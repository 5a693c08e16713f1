import type { JobLogger } from '../../../platform/jobs'
import type { Address, Chain, PublicClient, Transport } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { Currency } from '@vita/shared'
import type { Db } from '../../../platform/db/client'

/** The job runner's logger (Fastify's `app.log` fits). */
export type PayoutLogger = JobLogger

/** Everything a payout step needs: the database, the chain, the hot wallet and the token addresses. */
export type PayoutContext = {
  db: Db
  chainId: number
  /** Reads and broadcasts: the failover client (primary RPC, backup on failure). */
  client: PublicClient<Transport, Chain>
  /**
   * Proofs before a refund (settleTakenNonce.ts): ONE endpoint (the primary RPC), so a proof never
   * mixes two nodes' views of the chain.
   */
  proofClient: PublicClient<Transport, Chain>
  /** The hot wallet that signs payouts. */
  account: PrivateKeyAccount
  tokens: Record<Currency, Address>
  /** Blocks a receipt needs before the withdrawal completes (spec §9: 1). */
  confirmations: number
  /** Gas limit of a payout (a token transfer). */
  gasLimit: bigint
  /** Rows handled per step and run. */
  batchSize: number
  /** A payout unmined this long after signing is replaced at a higher gas price (bumpPayout.ts). */
  bumpAfterMs: number
  /** Replacements never pay more than this per gas (wei); beyond it the payout waits, logged. */
  maxGasPrice: bigint
  logger: PayoutLogger
}

export const silentLogger: PayoutLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
}
