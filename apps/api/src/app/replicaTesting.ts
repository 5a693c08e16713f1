/**
 * A replica for app/replicas.test.ts: the real server (every module, its jobs, Redis rate limits) plus
 * one test job that runs every 50 ms for 20 ms, so a test can watch which replica runs jobs and when.
 * Configured by the environment like `npm start`; logs pino JSON lines on stdout.
 */
import { loadConfig } from '../config'
import type { AppModule } from '../platform/module'
import { startServer } from '../server'
import { appModules } from './modules'

const heartbeatModule: AppModule = {
  name: 'replica-heartbeat',
  jobs: () => [
    {
      name: 'test.heartbeat',
      schedule: { every: 50 },
      run: ({ signal }) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 20)
          signal.addEventListener('abort', () => {
            clearTimeout(timer)
            resolve()
          })
        }),
    },
  ],
}

const server = await startServer(loadConfig(), { modules: [...appModules, heartbeatModule] })
console.log(JSON.stringify({ msg: 'replica listening', url: server.url }))
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)))
