import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTokenMonitor } from './tokenMonitor'
import { tokenExpiresAt, tokenStatus } from './tokenStatus'

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const jwt = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`
const NOW = 1_800_000_000_000

describe('tokenStatus', () => {
  it('reads exp (seconds) from the payload', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_800_000_600 }))).toBe(1_800_000_600_000)
    expect(tokenExpiresAt('not-a-jwt')).toBeNull()
    expect(tokenExpiresAt(`a.${b64url({ sub: 'x' })}.c`)).toBeNull()
    expect(tokenExpiresAt('a.@@@.c')).toBeNull()
  })
  it('classifies valid, expiring (last 5 minutes), expired and invalid', () => {
    expect(tokenStatus(jwt({ exp: NOW / 1000 + 3600 }), NOW)).toBe('valid')
    expect(tokenStatus(jwt({ exp: NOW / 1000 + 301 }), NOW)).toBe('valid')
    expect(tokenStatus(jwt({ exp: NOW / 1000 + 300 }), NOW)).toBe('expiring')
    expect(tokenStatus(jwt({ exp: NOW / 1000 }), NOW)).toBe('expired')
    expect(tokenStatus('garbage', NOW)).toBe('invalid')
    expect(tokenStatus(null, NOW)).toBe('invalid')
  })
})

describe('token monitor', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('checks at start and every 60 s, warns once, then logs out on expiry and stops', () => {
    let token: string | null = jwt({ exp: NOW / 1000 + 400 })
    let clock = NOW
    const onExpired = vi.fn(() => {
      token = null
    })
    const onExpiring = vi.fn()
    const monitor = createTokenMonitor({ getToken: () => token, onExpired, onExpiring, now: () => clock })
    monitor.start()
    expect(onExpiring).not.toHaveBeenCalled()
    clock += 60_000
    vi.advanceTimersByTime(60_000)
    expect(onExpiring).not.toHaveBeenCalled()
    clock += 60_000
    vi.advanceTimersByTime(60_000)
    expect(onExpiring).toHaveBeenCalledTimes(1)
    clock += 60_000
    vi.advanceTimersByTime(60_000)
    expect(onExpiring).toHaveBeenCalledTimes(1)
    clock += 5 * 60_000
    vi.advanceTimersByTime(60_000)
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(monitor.isRunning()).toBe(false)
  })

  it('ends an invalid session immediately at start', () => {
    const onExpired = vi.fn()
    const monitor = createTokenMonitor({
      getToken: () => 'broken',
      onExpired,
      onExpiring: vi.fn(),
      now: () => NOW,
    })
    monitor.start()
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(monitor.isRunning()).toBe(false)
  })

  it('does nothing without a token', () => {
    const onExpired = vi.fn()
    const monitor = createTokenMonitor({ getToken: () => null, onExpired, onExpiring: vi.fn() })
    monitor.start()
    expect(onExpired).not.toHaveBeenCalled()
    expect(monitor.isRunning()).toBe(false)
  })
})
