import type { Address } from 'viem'
import type { SignerContext } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import type { JobLogger } from '../../../platform/jobs'

/**
 * What the operator-key jobs (whitelisting, sell permissions) work with, built once per job from the
 * config and the deployment: the signer (the operator, VitaOrder.setOperator, that signs
 * whitelistBatch and setSellPermission) and VitaOrder.
 */
export type OperatorContext = SignerContext & {
  db: Db
  /** VitaOrder. */
  order: Address
  logger: JobLogger
}

export type WhitelistContext = OperatorContext
