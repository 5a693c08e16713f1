import { describe, expect, it } from 'vitest'
import { IndexerConfigError, ReorgDuringFetchError } from '../indexer/errors'
import { FatalJobError, isRetryableJobError } from './errors'

describe('isRetryableJobError', () => {
  it('treats FatalJobError and any error saying retryable === false as fatal', () => {
    expect(isRetryableJobError(new FatalJobError('no payout key configured'))).toBe(false)
    expect(isRetryableJobError(new IndexerConfigError('no order contract address'))).toBe(false)
    expect(isRetryableJobError(Object.assign(new Error('bad'), { retryable: false }))).toBe(false)
  })

  it('retries everything else', () => {
    expect(isRetryableJobError(new ReorgDuringFetchError(7n))).toBe(true)
    expect(isRetryableJobError(new Error('connection refused'))).toBe(true)
    expect(isRetryableJobError(Object.assign(new Error('busy'), { retryable: true }))).toBe(true)
    expect(isRetryableJobError('a thrown string')).toBe(true)
    expect(isRetryableJobError(undefined)).toBe(true)
  })
})
