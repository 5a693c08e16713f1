import { TOKEN_CHECK_INTERVAL_MS } from '@vita/shared/constants'
import { tokenStatus } from './tokenStatus'

export type TokenMonitorOptions = {
  getToken(): string | null
  /** The token is invalid or expired: show 登录已过期 and log out. */
  onExpired(): void
  /** Once per token, inside the warning window. */
  onExpiring(): void
  now?: () => number
  intervalMs?: number
}

/** Checks the token at start and every 60 s (spec §4); stops itself once the session has ended. */
export function createTokenMonitor(options: TokenMonitorOptions) {
  const now = options.now ?? Date.now
  let timer: ReturnType<typeof setInterval> | null = null
  let warnedFor: string | null = null

  function stop(): void {
    if (timer !== null) clearInterval(timer)
    timer = null
  }

  function check(): void {
    const token = options.getToken()
    if (!token) {
      stop()
      return
    }
    const status = tokenStatus(token, now())
    if (status === 'expired' || status === 'invalid') {
      stop()
      options.onExpired()
    } else if (status === 'expiring' && warnedFor !== token) {
      warnedFor = token
      options.onExpiring()
    }
  }

  function start(): void {
    stop()
    check()
    if (options.getToken()) timer = setInterval(check, options.intervalMs ?? TOKEN_CHECK_INTERVAL_MS)
  }

  return { start, stop, check, isRunning: () => timer !== null }
}
export type TokenMonitor = ReturnType<typeof createTokenMonitor>
