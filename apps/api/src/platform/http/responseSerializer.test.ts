import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { envelopeSchema } from '@vita/shared'
import {
  responseSerializerCompiler,
  withResponseWriter,
  writeEnvelope,
  writeEnvelopeOncePerData,
} from './responseSerializer'

const dataSchema = z.object({ name: z.string(), count: z.number().int() })
const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' })

describe('response writers', () => {
  it('write the text JSON.stringify gives the parsed envelope', () => {
    const serialize = compile(
      withResponseWriter(
        envelopeSchema(dataSchema),
        writeEnvelope((data) => JSON.stringify(dataSchema.parse(data))),
      ),
    )
    const envelope = { code: 0, msg: '成功 "ok"\n', data: { count: 2, name: 'x', extra: 'dropped' } }
    expect(serialize(envelope)).toBe(JSON.stringify(envelopeSchema(dataSchema).parse(envelope)))
    expect(serialize(envelope)).toBe('{"code":0,"msg":"成功 \\"ok\\"\\n","data":{"name":"x","count":2}}')
  })

  it('write data given in UTF-8 into the envelope, which fastify sends as it is', async () => {
    const schema = withResponseWriter(
      envelopeSchema(dataSchema),
      writeEnvelope((data) => Buffer.from(JSON.stringify(dataSchema.parse(data)))),
    )
    const envelope = { code: 0, msg: '成功', data: { name: '蓝牙耳机 "x"', count: 2 } }
    const expected = JSON.stringify(envelopeSchema(dataSchema).parse(envelope))
    expect(String(compile(schema)(envelope))).toBe(expected)
    const app = Fastify()
    app.setSerializerCompiler(responseSerializerCompiler)
    app.get('/test', { schema: { response: { 200: schema } } }, async () => envelope)
    try {
      const response = await app.inject('/test')
      expect(response.body).toBe(expected)
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(expected)))
      expect(response.headers['content-type']).toMatch(/^application\/json/)
    } finally {
      await app.close()
    }
  })

  it('leave to the schema what they do not write, which still refuses what it does not accept', () => {
    const serialize = compile(
      withResponseWriter(
        envelopeSchema(dataSchema),
        writeEnvelope(() => undefined),
      ),
    )
    expect(serialize({ code: 0, msg: 'ok', data: { name: 'x', count: 1 } })).toBe(
      '{"code":0,"msg":"ok","data":{"name":"x","count":1}}',
    )
    expect(() => serialize({ code: 0, msg: 'ok', data: { name: 'x', count: 1.5 } })).toThrow()
    // An envelope the writer cannot read (no integer code) goes to the schema too.
    expect(() => serialize({ code: '0', msg: 'ok', data: { name: 'x', count: 1 } })).toThrow()
  })

  it('write a data object served again from its first text, and check every new one', () => {
    const serialize = compile(
      withResponseWriter(envelopeSchema(dataSchema), writeEnvelopeOncePerData(dataSchema)),
    )
    const data = { name: 'x', count: 1, extra: 'dropped' }
    expect(serialize({ code: 0, msg: 'ok', data })).toBe(
      '{"code":0,"msg":"ok","data":{"name":"x","count":1}}',
    )
    // The same object again (a cached answer): its text as first written, the envelope's own fields fresh.
    data.count = 99
    expect(serialize({ code: 0, msg: '成功', data })).toBe(
      '{"code":0,"msg":"成功","data":{"name":"x","count":1}}',
    )
    expect(serialize({ code: 0, msg: 'ok', data: { name: 'y', count: 2 } })).toBe(
      '{"code":0,"msg":"ok","data":{"name":"y","count":2}}',
    )
    expect(() => serialize({ code: 0, msg: 'ok', data: { name: 'y', count: 2.5 } })).toThrow()
  })
})
