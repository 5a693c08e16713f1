import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from './client'
import { findConnectionFailure } from './connectionFailure'
import { REFUSING_DATABASE_URL } from './testing'

const sqlError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('findConnectionFailure', () => {
  let database: Database
  beforeAll(async () => {
    database = await createDatabase({ databaseUrl: REFUSING_DATABASE_URL, maxConnections: 1 })
  })
  afterAll(() => database.close())

  it("finds a refused connection through drizzle's wrapping of the pool's error", async () => {
    const error = await database.db.execute(sql`select 1`).then(
      () => undefined,
      (failed: unknown) => failed,
    )
    expect(findConnectionFailure(error)).toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('finds it from a bare pg client too', async () => {
    const client = new pg.Client({ connectionString: REFUSING_DATABASE_URL })
    const error = await client.connect().then(
      () => undefined,
      (failed: unknown) => failed,
    )
    expect(findConnectionFailure(error)).toMatchObject({ code: 'ECONNREFUSED' })
  })

  it.each([
    ['a shut-down server', sqlError('57P01', 'terminating connection due to administrator command')],
    ['a starting server', sqlError('57P03', 'the database system is starting up')],
    ['no connection slots left', sqlError('53300', 'sorry, too many clients already')],
    ['a connection exception (class 08)', sqlError('08006', 'connection failure')],
    ['an unknown host', sqlError('ENOTFOUND', 'getaddrinfo ENOTFOUND db.internal')],
    ["pg-pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'one address of several refusing',
      new AggregateError([sqlError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')]),
    ],
    [
      'a wrapped reset',
      new Error('Failed query: select 1', { cause: sqlError('ECONNRESET', 'read ECONNRESET') }),
    ],
  ])('counts %s', (_name, error) => {
    expect(findConnectionFailure(error)).toBeDefined()
  })

  it.each([
    ['a unique violation', sqlError('23505', 'duplicate key value violates unique constraint')],
    ['a serialization failure', sqlError('40001', 'could not serialize access')],
    ['a syntax error', sqlError('42601', 'syntax error at or near "selec"')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    [
      'a cause chain that loops',
      (() => {
        const e: Error = new Error('loop')
        e.cause = e
        return e
      })(),
    ],
  ])('does not count %s', (_name, error) => {
    expect(findConnectionFailure(error)).toBeUndefined()
  })
})
