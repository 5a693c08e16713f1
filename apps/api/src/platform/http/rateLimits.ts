import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiCode } from '@vita/shared'
import { DomainError } from './domainError'

/**
 * Route limits on @fastify/rate-limit (externalPlugins.ts registers it off by default; a route opts in
 * with `config: { rateLimit: … }`). Counts live in Redis when REDIS_URL is set, so a limit holds across
 * replicas; otherwise each process counts alone. Every route counts apart from every other.
 */
export type RequestLimit = {
  /** Requests allowed per window. */
  max: number
  /** Window length in milliseconds. */
  timeWindow: number
}

/**
 * Keyed by the signed-in member, so one member cannot exhaust a limit for others behind the same IP
 * and cannot escape it by changing IP. The route's own `onRequest: app.authenticate` runs before the
 * limiter (the plugin appends its hook), so `request.auth` is set; without it the client IP counts.
 */
export function perMemberRateLimit(limit: RequestLimit): RateLimitOptions {
  return {
    ...limit,
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `member:${request.auth.memberId}` : `ip:${request.ip}`,
  }
}

/** Keyed by the client IP (an IPv6 /64 as one client): for anonymous routes that cost RPC calls. */
export function perIpRateLimit(limit: RequestLimit): RateLimitOptions {
  return { ...limit }
}

/**
 * Requests that move a member's money (POST /assets/transfer, POST /withdrawals): MONEY_RATE_LIMIT_PER_MINUTE
 * (20 by default) a minute per member, far above what a person does and far below the 5,000 transfers in
 * 10 s seen from a script. Attach as `config: { rateLimit: moneyMovementRateLimit(app) }`.
 */
export const moneyMovementRateLimit = (app: FastifyInstance): RateLimitOptions =>
  perMemberRateLimit({ max: app.services.config.moneyRateLimitPerMinute, timeWindow: 60_000 })

/** 429 code 429 (请求过于频繁，请稍后再试), as the rate limiter answers. */
export const tooManyRequests = () => new DomainError('rateLimited', ApiCode.rateLimited, 429)

/**
 * Caps how many of one kind of long request run at once, per key (a member) and in total, in this
 * process. `tryAcquire` returns the release (idempotent), or undefined when a cap is reached.
 */
export function createConcurrencyLimit(caps: { perKey: number; total: number }) {
  const running = new Map<string, number>()
  let total = 0
  return {
    tryAcquire(key: string): (() => void) | undefined {
      const mine = running.get(key) ?? 0
      if (mine >= caps.perKey || total >= caps.total) return undefined
      running.set(key, mine + 1)
      total++
      let released = false
      return () => {
        if (released) return
        released = true
        total--
        const left = (running.get(key) ?? 1) - 1
        if (left > 0) running.set(key, left)
        else running.delete(key)
      }
    },
    /** Requests running now (for tests). */
    get running() {
      return total
    },
  }
}
export type ConcurrencyLimit = ReturnType<typeof createConcurrencyLimit>
