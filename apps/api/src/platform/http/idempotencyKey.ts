import type { FastifyRequest } from 'fastify'
import { invalidInput } from './domainError'

/** Printable ASCII, 1–100 characters: a UUID or any client token fits. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/

/**
 * The request's Idempotency-Key header (architecture: money-moving mutations take one). Missing or
 * malformed → 400 code 7 `idempotencyKeyRequired`.
 */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const header = request.headers['idempotency-key']
  const key = Array.isArray(header) ? undefined : header
  if (!key || !IDEMPOTENCY_KEY.test(key))
    throw invalidInput('idempotencyKeyRequired', { field: 'Idempotency-Key' })
  return key
}
