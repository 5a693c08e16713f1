import type { Address } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ChainClient } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import type { JobLogger } from '../../../platform/jobs'

/** What every whitelisting step works with (built once per job from the config and the deployment). */
export type WhitelistContext = {
  db: Db
  /** The failover client: reads, simulations and broadcasts. */
  client: ChainClient
  /** The operator (VitaOrder.setOperator) that signs whitelistBatch. */
  operator: PrivateKeyAccount
  /** VitaOrder. */
  order: Address
  /** Blocks a whitelistBatch receipt needs (its own included) before its wallets count as whitelisted. */
  confirmations: number
  /** How long one run waits for a receipt; a later run resolves the batch from its stored hash. */
  receiptTimeoutMs: number
  logger: JobLogger
}
