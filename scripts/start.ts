/** `npm start`: runs the whole product locally; Ctrl-C stops the server and the dev chain. */
import { startLocalSystem } from './system'

const system = await startLocalSystem().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`\n[start] ${signal}: stopping…`)
  system.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGHUP', () => shutdown('SIGHUP'))
