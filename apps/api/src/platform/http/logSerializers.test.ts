import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../db/testing'
import { rawQuery } from '../db/sql'
import { errorHandlerPlugin } from './errorHandler'
import { serializeError } from './logSerializers'

/** What a member typed: must never reach a log line. */
const SECRET = 'SECRET-0xa11ce-memo'

describe('serializeError', () => {
  it("drops a failed query's parameters from drizzle's message, stack and fields, keeping the rest", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "k_pkey"'), {
      code: '23505',
      constraint: 'k_pkey',
      detail: `Key (k)=(${SECRET}) already exists.`,
    })
    class DrizzleQueryError extends Error {
      constructor(
        readonly query: string,
        readonly params: unknown[],
      ) {
        super(`Failed query: ${query}\nparams: ${params}`)
        this.cause = cause
      }
    }
    const error = new DrizzleQueryError('insert into k values ($1)', [SECRET])
    const logged = serializeError(error) as Record<string, unknown>
    expect(JSON.stringify(logged)).not.toContain(SECRET)
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into k values ($1)',
      query: 'insert into k values ($1)',
      cause: { code: '23505', constraint: 'k_pkey', message: cause.message },
    })
    expect(String(logged.stack)).toMatch(/^Error: Failed query: insert into k values \(\$1\)\n\s+at /)
  })

  it('withholds the message of a data exception (it quotes the value)', () => {
    const error = Object.assign(new Error(`invalid input syntax for type integer: "${SECRET}"`), {
      code: '22P02',
      params: [SECRET],
      // With log_parameter_max_length_on_error set, PostgreSQL quotes the bound value here too.
      where: `unnamed portal parameter $1 = '${SECRET}''s'`,
    })
    const logged = serializeError(error) as Record<string, unknown>
    expect(JSON.stringify(logged)).not.toContain(SECRET)
    expect(logged).toMatchObject({ code: '22P02', where: "unnamed portal parameter $1 = '[value redacted]'" })
  })

  it('serializes each error of an AggregateError alike', () => {
    const inner = Object.assign(new Error(`Failed query: select $1\nparams: ${SECRET}`), { params: [SECRET] })
    const logged = serializeError(new AggregateError([inner], 'both failed'))
    expect(JSON.stringify(logged)).not.toContain(SECRET)
    expect(logged).toMatchObject({ errors: [{ message: 'Failed query: select $1' }] })
  })

  it('passes anything that is not an error through', () => {
    expect(serializeError('text')).toBe('text')
    expect(serializeError(undefined)).toBeUndefined()
  })
})

describe.each(testDatabaseKinds)('error log lines of failing queries (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await database.db.execute(sql`create table log_probe (k text primary key)`)
    await database.db.execute(sql`insert into log_probe values (${SECRET})`)
  })
  afterAll(() => database.dispose())

  async function loggedLines(failing: () => Promise<unknown>): Promise<string> {
    let output = ''
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk)
        done()
      },
    })
    const app = Fastify({ logger: { level: 'info', stream } })
    await app.register(errorHandlerPlugin)
    app.get('/fail', async () => failing())
    const response = await app.inject({ method: 'GET', url: '/fail' })
    await app.close()
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain(SECRET)
    return output
  }

  it('a unique violation (the value in PostgreSQL’s detail, drizzle’s params) logs no parameter value', async () => {
    const log = await loggedLines(() => database.db.execute(sql`insert into log_probe values (${SECRET})`))
    expect(log).toContain('unhandled error')
    expect(log).not.toContain(SECRET)
    // What helps find the fault stays: the statement (with placeholders) and the SQLSTATE.
    expect(log).toContain('insert into log_probe values ($1)')
    expect(log).toContain('23505')
  })

  it('a bad cast (the value in the message) logs no parameter value', async () => {
    const log = await loggedLines(() => database.db.execute(sql`select ${SECRET}::int`))
    expect(log).not.toContain(SECRET)
    expect(log).toContain('22P02')
  })

  it('a NUL in a text parameter, through the raw hot-path helper, logs no parameter value', async () => {
    const log = await loggedLines(() =>
      rawQuery(database.db)('log_probe_nul', 'select k from log_probe where k = $1', [`${SECRET}\u0000`]),
    )
    expect(log).toContain('unhandled error')
    expect(log).not.toContain(SECRET)
  })
})
