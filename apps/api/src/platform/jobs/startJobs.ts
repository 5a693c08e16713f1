import { startJob, type JobHandle, type StartJobErrorType, type StartJobParameters } from './startJob'
import type { Db, JobDefinition } from './types'

export type StartJobsOptions = Omit<StartJobParameters, 'db' | 'job'>
/** One handle for all: `stop` stops every job, `done` resolves once every loop has ended. */
export type StartJobsReturnType = JobHandle
/** TypeError for two jobs with one name, or whatever startJob throws for a job that could never run. */
export type StartJobsErrorType = StartJobErrorType

/**
 * Starts every job on its own loop and lease (one job's failure or fatal stop leaves the others
 * running). Names must be unique: two jobs with one name would share a lease and a run history.
 */
export function startJobs(
  db: Db,
  jobs: readonly JobDefinition[],
  options: StartJobsOptions,
): StartJobsReturnType {
  const names = new Set<string>()
  for (const job of jobs) {
    if (names.has(job.name)) throw new TypeError(`two jobs are named ${job.name}`)
    names.add(job.name)
  }
  const handles = jobs.map((job) => startJob({ ...options, db, job }))
  const done = Promise.all(handles.map((handle) => handle.done)).then(() => undefined)
  return {
    async stop() {
      await Promise.all(handles.map((handle) => handle.stop()))
    },
    done,
  }
}
