import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ApiCode } from '@vita/shared'
import { DomainError } from '../domainError'
import { failure } from '../envelope'

/**
 * The one error handler: DomainErrors become their status and code, schema failures 400/7 with the
 * fields, fastify's own 4xx (bad JSON, body too large) 400/7; everything else is logged and
 * answered 500 with no internals.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return reply
        .status(error.httpStatus)
        .send(failure(request, error.code, error.messageKey, error.details ?? null))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
        message: issue.message ?? 'invalid',
      }))
      return reply.status(400).send(failure(request, ApiCode.invalidInput, 'invalidParams', { fields }))
    }
    const status = error.statusCode ?? 500
    if (status === 429) return reply.status(429).send(failure(request, ApiCode.rateLimited, 'rateLimited'))
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'rejected request')
      return reply.status(400).send(failure(request, ApiCode.invalidInput, 'invalidParams', { fields: [] }))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(failure(request, ApiCode.serverError, 'serverError'))
  })
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'vita-error-handler' })
