import type { FastifySerializerCompiler } from 'fastify'
import { getAddress, isAddress } from 'viem'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { safeParse, type $ZodType } from 'zod/v4/core'

/**
 * A hand-written whitelist for a hot route's response schema: copies exactly the schema's fields
 * (so unknown keys are still dropped) and returns undefined when a value is not of the expected
 * type, in which case the schema parse runs (and reports). String formats the server itself
 * produces (uuids, ISO timestamps) are not re-checked. Must produce what parsing produces on our
 * data; the auth routes' tests compare the two.
 */
export type ResponsePicker = (data: unknown) => unknown
/**
 * The same, writing the JSON itself: the answer's JSON text (a string, or a Buffer of its UTF-8, which
 * fastify sends as it is), or undefined to have the schema parse (and report). For answers served many
 * times as the same object (a cache), whose text can be kept.
 */
export type ResponseWriter = (data: unknown) => string | Buffer | undefined

const writers = new WeakMap<$ZodType, ResponseWriter>()

/** Serializes `schema`'s responses with `write` instead of a full zod parse. Returns the schema. */
export function withResponseWriter<T extends $ZodType>(schema: T, write: ResponseWriter): T {
  writers.set(schema, write)
  return schema
}

/** Serializes `schema`'s responses with `pick` instead of a full zod parse. Returns the schema. */
export function withResponsePicker<T extends $ZodType>(schema: T, pick: ResponsePicker): T {
  return withResponseWriter(schema, (data) => {
    const picked = pick(data)
    return picked === undefined ? undefined : JSON.stringify(picked)
  })
}

/**
 * Response schemas are whitelists: unknown keys are stripped and the shape is checked. Parsing (not
 * the provider's encoding) because the shared schemas normalise with transforms (addressSchema
 * checksums), which zod cannot run backwards; on data we produced the transforms are idempotent.
 * Routes on hot paths register a picker (withResponsePicker) that whitelists by copying, or a writer
 * (withResponseWriter).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> = ({ schema, method, url }) => {
  const write = writers.get(schema)
  const parse = (data: unknown) => {
    const result = safeParse(schema, data)
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error })
    return JSON.stringify(result.data)
  }
  if (!write) return parse
  // fastify types a serializer as giving a string; it sends a Buffer as well (reply.js, onSendEnd).
  return (data) => (write(data) ?? parse(data)) as string
}

type Obj = Record<string, unknown>
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null
const isInt = (value: unknown): value is number => Number.isSafeInteger(value)

/**
 * `{code, msg, data}` written with `data`'s JSON from `writeData` (see envelopeSchema): the text
 * JSON.stringify gives the parsed envelope, keys in the schema's order.
 */
export function writeEnvelope(writeData: (data: unknown) => string | Buffer | undefined): ResponseWriter {
  return (envelope) => {
    if (!isObj(envelope) || !isInt(envelope.code) || typeof envelope.msg !== 'string') return undefined
    const data = writeData(envelope.data)
    if (data === undefined) return undefined
    const head = `{"code":${envelope.code},"msg":${JSON.stringify(envelope.msg)},"data":`
    return typeof data === 'string' ? `${head}${data}}` : Buffer.concat([Buffer.from(head), data, CLOSE])
  }
}
const CLOSE = Buffer.from('}')

/**
 * `{code, msg, data}` whose data object is served many times (a cache, a read shared by concurrent
 * requests): the data parsed by `dataSchema` and written once per data object, the text kept while
 * the object lives. Data the schema refuses is left to the envelope's parse (which reports it).
 */
export function writeEnvelopeOncePerData(dataSchema: $ZodType): ResponseWriter {
  const written = new WeakMap<object, string>()
  return writeEnvelope((data) => {
    if (!isObj(data)) return undefined
    let json = written.get(data)
    if (json === undefined) {
      const result = safeParse(dataSchema, data)
      if (!result.success) return undefined
      written.set(data, (json = JSON.stringify(result.data)))
    }
    return json
  })
}

/** `{code, msg, data}` with `data` picked by `pickData` (see envelopeSchema). */
export function pickEnvelope(pickData: (data: unknown) => unknown): ResponsePicker {
  return (envelope) => {
    if (!isObj(envelope) || !isInt(envelope.code) || typeof envelope.msg !== 'string') return undefined
    const data = pickData(envelope.data)
    return data === undefined ? undefined : { code: envelope.code, msg: envelope.msg, data }
  }
}

/** The picked object when every listed key holds a value accepted by its check, else undefined. */
export function pickFields(
  checks: Record<string, (value: unknown) => boolean>,
): (value: unknown) => Obj | undefined {
  const keys = Object.keys(checks)
  return (value) => {
    if (!isObj(value)) return undefined
    const out: Obj = {}
    for (const key of keys) {
      const field = value[key]
      if (!checks[key]?.(field)) return undefined
      out[key] = field
    }
    return out
  }
}

export const is = {
  string: (value: unknown): value is string => typeof value === 'string',
  int: isInt,
  /** EIP-55 checksummed, i.e. what addressSchema outputs for it (viem caches the checksum per address). */
  checksummedAddress: (value: unknown) =>
    typeof value === 'string' && isAddress(value, { strict: false }) && getAddress(value) === value,
  nullOr: (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value),
}
