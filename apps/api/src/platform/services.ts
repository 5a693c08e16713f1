import type { Config } from '../config'
import type { ChainServices, DeploymentSource } from './chain'
import type { Database } from './db/client'

/**
 * What every module may use, created once per process (per app in tests) and decorated on the
 * Fastify instance as `app.services`: configuration, the database, the deployment, the chain
 * and the clock (tests move it to expire nonces and tokens).
 */
export type AppServices = {
  config: Config
  database: Database
  /** DEPLOYMENT_FILE: where the contracts are (the chain services read through it too). */
  deployment: DeploymentSource
  /** RPC clients and the contract reader; absent where no chain is configured (most tests). */
  chain: ChainServices | undefined
  now: () => Date
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices
  }
}
