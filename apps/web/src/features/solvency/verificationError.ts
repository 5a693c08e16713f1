/** Why a balance check could not give a verdict, and what the member can do about it. */
import { isHttpError } from '../../lib/httpError'

export type VerificationErrorReason =
  /** /app/config names no SolvencyRegistry: there is no chain record to check against. */
  | 'notConfigured'
  /** The chain's RPC (and its backup) did not answer the registry read. */
  | 'chainUnreachable'

export class VerificationError extends Error {
  override name = 'VerificationError'
  constructor(
    readonly reason: VerificationErrorReason,
    options?: { cause?: unknown },
  ) {
    super(`Balance verification failed: ${reason}`, options)
  }
}

/**
 * What the screen says when a check fails: no proof of that day for this member (404: not in that
 * day's snapshot), the API or the chain out of reach (retry), the session over (401: signed out by the
 * error catalogue), no registry, or anything else.
 */
export type VerificationProblem =
  'noProof' | 'network' | 'chainUnreachable' | 'notConfigured' | 'signedOut' | 'failed'

export function verificationProblem(error: unknown): VerificationProblem {
  if (error instanceof VerificationError) return error.reason
  if (!isHttpError(error)) return 'failed'
  const { failure } = error
  if (failure.kind === 'network' || failure.kind === 'timeout') return 'network'
  if (failure.kind !== 'envelope' && failure.kind !== 'status') return 'failed'
  if (failure.status === 401) return 'signedOut'
  if (failure.status === 404) return 'noProof'
  return failure.status >= 500 ? 'network' : 'failed'
}
