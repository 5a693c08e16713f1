import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiMessage, ApiCode } from '@vita/shared'
import { createDatabase, type Database } from '../db/client'
import { REFUSING_DATABASE_URL } from '../db/testing'
import { OUTAGE_QUIET_MS } from './databaseOutage'
import { errorHandlerPlugin } from './errorHandler'

type LogLine = { level: number; msg: string } & Record<string, unknown>
const WARN = 40

describe('a database refusing connections', () => {
  let database: Database
  let app: FastifyInstance
  let clock = 0
  const lines: LogLine[] = []
  const problems = () => lines.filter((line) => line.level >= WARN)

  beforeAll(async () => {
    database = await createDatabase({ databaseUrl: REFUSING_DATABASE_URL, maxConnections: 2 })
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
        done()
      },
    })
    const logger: FastifyBaseLogger = pino({ level: 'info' }, stream)
    app = Fastify({ loggerInstance: logger })
    await app.register(errorHandlerPlugin, { now: () => clock })
    app.get('/members', async () => database.db.execute(sql`select 1`))
    app.get('/config', async () => ({ fine: true }))
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers 503 serviceUnavailable with Retry-After, logging one line for 40 failures and one at the end', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({ url: '/members', headers: i % 2 ? { 'accept-language': 'en' } : {} }),
      ),
    )
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(503)
      expect(answer.headers['retry-after']).toBe('5')
      expect(answer.json()).toEqual({
        code: ApiCode.serviceUnavailable,
        msg: apiMessage('serviceUnavailable', i % 2 ? 'en' : 'zh'),
        data: { reason: 'serviceUnavailable' },
      })
    }
    expect(problems()).toHaveLength(1)
    expect(problems()[0]).toMatchObject({ code: 'ECONNREFUSED' })
    expect(JSON.stringify(lines)).not.toMatch(/\n\s+at /)

    // An answer that does not need the database while failures go on does not end the outage.
    clock += OUTAGE_QUIET_MS - 1
    expect((await app.inject({ url: '/config' })).statusCode).toBe(200)
    expect(problems()).toHaveLength(1)

    clock += 1
    expect((await app.inject({ url: '/config' })).statusCode).toBe(200)
    expect(problems()).toHaveLength(2)
    expect(problems()[1]).toMatchObject({ failedRequests: 40, durationMs: 0 })

    // The next outage is told again.
    await app.inject({ url: '/members' })
    await app.inject({ url: '/members' })
    expect(problems()).toHaveLength(3)
    expect(problems()[2]).toMatchObject({ code: 'ECONNREFUSED' })
  })
})
