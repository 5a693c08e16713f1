import { appModules, type AppModule, type StartServerOptions } from '@vita/api'
import { demoMarketMakerJob } from './demoMarketMaker'
import { seedDemo } from './seedDemo'

/** The demo's job as a module of its own: the market-maker, with the living demo on a chain only. */
export const demoModule: AppModule = {
  name: 'demo',
  jobs: (context) => (context.config.demoData && context.chain ? [demoMarketMakerJob(context)] : []),
}

/**
 * What the development start (scripts/system.ts) passes to startServer: every module plus the demo's,
 * and the seed before the job runner starts. Both do nothing unless config.demoData (DEMO_DATA on, the
 * local dev chain).
 */
export const livingDemo = {
  modules: [...appModules, demoModule],
  beforeJobs: (context) => seedDemo({ ...context, log: (line) => console.log(line) }),
} satisfies StartServerOptions
