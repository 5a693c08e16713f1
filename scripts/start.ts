/**
 * `npm start`: runs the whole product locally; Ctrl-C stops the server and the dev chain. The terminal
 * shows the start's own lines, the API's warnings and errors as pretty lines (LOG_LEVEL and LOG_FORMAT
 * override), and last the way in: the invite link, printed again on Enter.
 */
import { createInterface } from 'node:readline'
import { startLocalSystem } from './system'

const system = await startLocalSystem({
  env: { LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn', ...process.env },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

const inviteUrl = `${system.url}/invite/${system.server.genesisInviteCode}`
const wayIn = () =>
  console.log(
    [
      '',
      `  Vita Club is running at ${system.url}`,
      `  Open the invite link:   ${inviteUrl}`,
      ...(system.config.devChain
        ? ['  then 连接钱包 Connect wallet → 开发钱包 Dev wallet → 领取测试币 Get test coins → 登录 Log in.']
        : []),
      `  Press Enter to print this again, Ctrl-C to stop.`,
      '',
    ].join('\n'),
  )
wayIn()
const input = process.stdin.isTTY ? createInterface({ input: process.stdin }) : undefined
input?.on('line', wayIn)

let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  input?.close()
  console.log(`\n[start] ${signal}: stopping…`)
  system.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGHUP', () => shutdown('SIGHUP'))
