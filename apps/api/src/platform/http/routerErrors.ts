import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ApiCode, apiMessage, DEFAULT_LOCALE } from '@vita/shared'
import { failure } from './envelope'

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route, hook or the error handler runs.
 * Fastify's own answers are not the envelope and quote the path back, so these answer the envelope
 * with a reason and nothing of the URL.
 * - a path parameter over maxParamLength (100): 404 notFound — no id here is that long, and a refused id
 *   answers like a missing one everywhere in this API;
 * - a path that does not percent-decode: 400 invalidParams;
 * - anything else (an async constraint failing): 500 serverError.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The code only: the error's message quotes the path.
  request.log.info({ code: error.code }, 'router refused request')
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send(failure(request, ApiCode.notFound, 'notFound'))
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(failure(request, ApiCode.invalidInput, 'invalidParams', { fields: [] }))
  }
  return reply.status(500).send(failure(request, ApiCode.serverError, 'serverError'))
}

/**
 * Fastify's `clientErrorHandler`: a request node's HTTP parser refused (malformed request line or
 * header, headers too large, a request timeout). There is no request to read a language from, so the
 * envelope is in the default language; nothing of the input is echoed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'invalidParams'] as const)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'requestTimeout'] as const)
        : ([400, 'invalidParams'] as const)
  const body = JSON.stringify({
    code: ApiCode.invalidInput,
    msg: apiMessage(reason, DEFAULT_LOCALE),
    data: { reason, ...(reason === 'invalidParams' ? { fields: [] } : {}) },
  })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
