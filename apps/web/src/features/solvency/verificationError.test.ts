import { describe, expect, it } from 'vitest'
import { HttpError } from '../../lib/httpError'
import { VerificationError, verificationProblem } from './verificationError'

const envelope = (status: number, code: number) =>
  new HttpError({ kind: 'envelope', status, code, msg: '', data: null, reason: null })

describe('verificationProblem', () => {
  it('tells a day without the member’s proof from an API or a chain out of reach', () => {
    expect(verificationProblem(envelope(404, 404))).toBe('noProof')
    expect(verificationProblem(new HttpError({ kind: 'network' }))).toBe('network')
    expect(verificationProblem(new HttpError({ kind: 'timeout' }))).toBe('network')
    expect(verificationProblem(new HttpError({ kind: 'status', status: 502, msg: null }))).toBe('network')
    expect(verificationProblem(new VerificationError('chainUnreachable'))).toBe('chainUnreachable')
    expect(verificationProblem(new VerificationError('notConfigured'))).toBe('notConfigured')
  })

  it('knows an expired session and calls anything else a failure', () => {
    expect(verificationProblem(envelope(401, 401))).toBe('signedOut')
    expect(verificationProblem(new HttpError({ kind: 'invalidResponse', detail: 'x' }))).toBe('failed')
    expect(verificationProblem(new Error('boom'))).toBe('failed')
  })
})
