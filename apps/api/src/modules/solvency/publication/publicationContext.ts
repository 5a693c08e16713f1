import type { Address } from 'viem'
import type { SignerContext } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import type { JobLogger } from '../../../platform/jobs'

/** What publishing works with, built once per run from the config and the deployment. */
export type PublicationContext = SignerContext & {
  db: Db
  /** SolvencyRegistry; the operator key (SignerContext.operator) must be its owner. */
  registry: Address
  /** The deployment's first block: where the registry's logs are looked for. */
  fromBlock: bigint
  logger: JobLogger
}
