import { createHandlerRegistry, indexerJob } from '../platform/indexer'
import { startJobs, type JobDefinition, type JobLogger } from '../platform/jobs'
import type { AppModule } from '../platform/module'
import type { AppServices } from '../platform/services'
import { appModules } from './modules'

export type StartWorkersParameters = {
  services: AppServices
  logger: JobLogger
  modules?: readonly AppModule[]
}

/**
 * The background jobs of every module, plus the indexer over every module's handlers, on the one job
 * runner (platform/jobs): every replica starts them; one runs each at a time.
 */
export function startWorkers(parameters: StartWorkersParameters): { stop(): Promise<void> } {
  const { config, database } = parameters.services
  return startJobs(database.db, buildJobs(parameters), {
    timeZone: config.settlementTimeZone,
    logger: parameters.logger,
    leaseTtlMs: config.jobLeaseTtlMs,
  })
}

/** Every job the runner would start (the living demo's seed runs some of them by hand before the runner starts). */
export function buildJobs({
  services,
  logger,
  modules = appModules,
}: StartWorkersParameters): JobDefinition[] {
  const { config, database, chain, deployment } = services
  const jobs: JobDefinition[] = modules.flatMap((module) => module.jobs?.({ ...services, logger }) ?? [])
  if (chain) {
    const registry = createHandlerRegistry()
    for (const module of modules) module.indexerHandlers?.(registry, { ...services, logger })
    jobs.push(
      indexerJob({
        db: database.db,
        client: chain.clients.primary,
        chainId: config.chainId,
        deployment,
        registry,
        confirmations: config.confirmations,
        pollMs: config.indexerPollMs,
        batchBlocks: config.indexerBatchBlocks,
      }),
    )
  }
  return jobs
}
