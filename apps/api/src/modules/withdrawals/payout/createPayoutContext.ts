import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClient } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import type { PayoutContext, PayoutLogger } from './payoutContext'
import { silentLogger } from './payoutContext'

export type CreatePayoutContextParameters = {
  db: Db
  chainId: number
  /** The process's failover client (platform/chain): primary RPC, backup on failure. */
  client: ChainClient
  /** The process's primary client (platform/chain `clients.primary`): proofs read one endpoint only. */
  proofClient: ChainClient
  /** The hot wallet's key (PAYOUT_PRIVATE_KEY). */
  privateKey: Hex
  tokens: { USDT: Address; DPINE: Address }
  confirmations?: number
  gasLimit?: bigint
  batchSize?: number
  bumpAfterMs?: number
  maxGasPrice?: bigint
  logger?: PayoutLogger
}

export function createPayoutContext(parameters: CreatePayoutContextParameters): PayoutContext {
  return {
    db: parameters.db,
    chainId: parameters.chainId,
    client: parameters.client,
    proofClient: parameters.proofClient,
    account: privateKeyToAccount(parameters.privateKey),
    tokens: parameters.tokens,
    confirmations: parameters.confirmations ?? 1,
    gasLimit: parameters.gasLimit ?? 100_000n,
    batchSize: parameters.batchSize ?? 20,
    // BSC makes a block every few seconds: two minutes unmined means the gas price was too low.
    bumpAfterMs: parameters.bumpAfterMs ?? 120_000,
    maxGasPrice: parameters.maxGasPrice ?? 50_000_000_000n,
    logger: parameters.logger ?? silentLogger,
  }
}
