import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ApiCode, isApiMessageKey } from '@vita/shared'
import { findConnectionFailure } from '../db/connectionFailure'
import { createOutageLog, OUTAGE_RETRY_AFTER_SECONDS } from './databaseOutage'
import { DomainError } from './domainError'
import { failure } from './envelope'
import { logSerializers } from './logSerializers'

/**
 * The one error handler: DomainErrors become their status, code, message (with parameters) and
 * reason; schema failures 400/7 with the fields (and the spec's message when the schema names one); fastify's own 4xx (bad JSON, body too large) 400/7;
 * a database that cannot be reached 503 serviceUnavailable with Retry-After, logged once per outage
 * (databaseOutage.ts); everything else is logged (without SQL parameters: logSerializers.ts) and
 * answered 500 with no internals.
 */
async function errorHandler(app: FastifyInstance, { now = Date.now }: { now?: () => number }) {
  const outage = createOutageLog(now)
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode < 500) outage.answered(request.log)
    done()
  })
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return reply
        .status(error.httpStatus)
        .send(failure(request, error.code, error.messageKey, error.details, error.params))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
        message: issue.message ?? 'invalid',
      }))
      // A schema may name the spec's message for a field (withdrawRequestSchema: 请输入提现地址): the first
      // failing field answers with it when it names one, otherwise the generic 参数错误.
      const first = fields[0]
      const named = first && isApiMessageKey(first.message) ? first : undefined
      const reason = named && isApiMessageKey(named.message) ? named.message : 'invalidParams'
      const field = named?.path.split('.').slice(1).join('.')
      return reply
        .status(400)
        .send(failure(request, ApiCode.invalidInput, reason, { fields, ...(field ? { field } : {}) }))
    }
    const status = error.statusCode ?? 500
    if (status === 429) return reply.status(429).send(failure(request, ApiCode.rateLimited, 'rateLimited'))
    // Only on the 5xx path: a 4xx (a client aborting its upload) may wrap an ECONNRESET of its own.
    const unreachable = status >= 500 ? findConnectionFailure(error) : undefined
    if (unreachable) {
      outage.failed(request.log, unreachable)
      return reply
        .status(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send(failure(request, ApiCode.serviceUnavailable, 'serviceUnavailable'))
    }
    // A child with the serializers even where the app's logger was built without them (only on this
    // path: a per-request child with serializers would cost every request).
    const log = request.log.child({}, { serializers: logSerializers })
    if (status >= 400 && status < 500) {
      log.info({ err: error }, 'rejected request')
      return reply.status(400).send(failure(request, ApiCode.invalidInput, 'invalidParams', { fields: [] }))
    }
    log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(failure(request, ApiCode.serverError, 'serverError'))
  })
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'vita-error-handler' })
