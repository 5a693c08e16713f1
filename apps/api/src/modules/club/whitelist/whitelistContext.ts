import type { Address } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ChainClient } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import type { JobLogger } from '../../../platform/jobs'

/**
 * What the operator-key jobs (whitelisting, sell permissions) work with, built once per job from the
 * config and the deployment.
 */
export type OperatorContext = {
  db: Db
  /** The failover client: reads, simulations and broadcasts. */
  client: ChainClient
  /** The operator (VitaOrder.setOperator) that signs whitelistBatch and setSellPermission. */
  operator: PrivateKeyAccount
  /** VitaOrder. */
  order: Address
  /** Blocks a receipt needs (its own included) before its wallets count as done. */
  confirmations: number
  /** How long one run waits for a receipt; a later run resolves the batch from its stored hash. */
  receiptTimeoutMs: number
  logger: JobLogger
}

export type WhitelistContext = OperatorContext
