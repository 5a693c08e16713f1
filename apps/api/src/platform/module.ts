import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { HandlerRegistry } from './indexer/registry'
import type { JobDefinition, JobLogger } from './jobs'
import type { OpsCommand } from './ops/command'
import type { AppServices } from './services'

/** What a module's jobs are built from. */
export type ModuleContext = AppServices & { logger: JobLogger }

/**
 * A product module as the app sees it (modules/<domain>/module.ts exports one). buildApp iterates the
 * list of modules: routes are mounted under /app, indexer handlers join the one registry, jobs run on
 * the one job runner, operator commands join the `npm run ops` registry.
 */
export type AppModule = {
  name: string
  /** Mounted under /app; reaches shared services through `app.services`. */
  routes?: FastifyPluginAsyncZod
  /** Registers the chain events the module indexes, and how to undo them after a reorg. */
  indexerHandlers?: (registry: HandlerRegistry, context: ModuleContext) => HandlerRegistry
  /** Background jobs; every replica starts them, one runs each at a time. */
  jobs?: (context: ModuleContext) => JobDefinition[]
  /** Operator commands (`npm run ops -- <name>`). */
  opsCommands?: readonly OpsCommand[]
}
