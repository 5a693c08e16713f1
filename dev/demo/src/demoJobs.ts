import type { JobDefinition, JobLogger } from '@vita/api/jobs'
import { DEMO_MARKET_MAKER_JOB } from './demoMarketMaker'

/** The jobs the runner would run, driven by hand while the demo is seeded (before the runner starts). */
export type DemoJobs = ReturnType<typeof demoJobs>

const SETTLEMENT_JOB = 'club.settleDay'

export function demoJobs(all: readonly JobDefinition[], logger: JobLogger) {
  // The market-maker continues the market after the seed: the seed's own plan makes its trades.
  const jobs = all.filter((job) => job.name !== DEMO_MARKET_MAKER_JOB)
  const byName = new Map(jobs.map((job) => [job.name, job]))
  const signal = new AbortController().signal
  const run = async (job: JobDefinition, runKey: string) => job.run({ runKey, signal, logger })
  /** One pass of every interval job (whitelisting, the indexer, the club's order and member jobs, …). */
  const tick = async () => {
    for (const job of jobs) if ('every' in job.schedule) await run(job, new Date().toISOString())
  }
  return {
    tick,
    /** Ticks until `done` (at most `attempts` passes). */
    async runUntil(name: string, done: () => Promise<boolean>, attempts = 20) {
      if (!byName.has(name)) throw new Error(`the demo needs the job ${name}`)
      for (let attempt = 0; attempt < attempts; attempt++) {
        if (await done()) return
        await tick()
      }
      throw new Error(`the demo waited for ${name} in vain`)
    },
    /** The daily settlement of `day`, as the runner starts it at the day's opening. */
    async settle(day: string) {
      const job = byName.get(SETTLEMENT_JOB)
      if (!job) throw new Error(`the demo needs the job ${SETTLEMENT_JOB}`)
      await run(job, day)
    },
  }
}
