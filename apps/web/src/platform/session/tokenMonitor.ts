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

  /** Returns whether the session is still alive. */
  function check(): boolean {
    const token = options.getToken()
    if (!token) {
      stop()
      return false
    }
    const status = tokenStatus(token, now())
    if (status === 'expired' || status === 'invalid') {
      stop()
      options.onExpired()
      return false
    }
    if (status === 'expiring' && warnedFor !== token) {
      warnedFor = token
      options.onExpiring()
    }
    return true
  }

  function start(): void {
    stop()
    if (check()) timer = setInterval(check, options.intervalMs ?? TOKEN_CHECK_INTERVAL_MS)
  }

  return { start, stop, check, isRunning: () => timer !== null }
}
export type TokenMonitor = ReturnType<typeof createTokenMonitor>
