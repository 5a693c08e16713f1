import { describe, expect, it } from 'vitest'
import { HttpError } from './httpError'
import { createIdempotentSubmission, outcomeUnknown } from './idempotencyKey'

const counter = () => {
  let n = 0
  return () => `key-${(n += 1)}`
}
const payload = { toUuid: 'u', currency: 'DPINE', amount: '5' }

describe('idempotent submissions', () => {
  it('keeps the key for a retry of the same submission after an unknown outcome', () => {
    const submission = createIdempotentSubmission(counter())
    const first = submission.keyFor(payload)
    submission.settle(new HttpError({ kind: 'timeout' }))
    expect(submission.keyFor({ ...payload })).toBe(first)
    submission.settle(new HttpError({ kind: 'network' }))
    submission.settle(new HttpError({ kind: 'status', status: 502, msg: null }))
    expect(submission.keyFor(payload)).toBe(first)
  })

  it('starts a new submission after success, a definite refusal, or a changed form', () => {
    const submission = createIdempotentSubmission(counter())
    expect(submission.keyFor(payload)).toBe('key-1')
    submission.settle()
    expect(submission.keyFor(payload)).toBe('key-2')
    submission.settle(
      new HttpError({ kind: 'envelope', status: 400, code: 7, msg: '余额不足', data: null, reason: null }),
    )
    expect(submission.keyFor(payload)).toBe('key-3')
    expect(submission.keyFor({ ...payload, amount: '6' })).toBe('key-4')
  })

  it('treats only lost answers and server errors as unknown outcomes', () => {
    expect(outcomeUnknown(new HttpError({ kind: 'timeout' }))).toBe(true)
    expect(
      outcomeUnknown(
        new HttpError({ kind: 'envelope', status: 500, code: 500, msg: 'x', data: null, reason: null }),
      ),
    ).toBe(true)
    expect(
      outcomeUnknown(
        new HttpError({ kind: 'envelope', status: 409, code: 409, msg: 'x', data: null, reason: null }),
      ),
    ).toBe(false)
    expect(outcomeUnknown(new HttpError({ kind: 'invalidResponse', detail: 'x' }))).toBe(false)
  })
})
