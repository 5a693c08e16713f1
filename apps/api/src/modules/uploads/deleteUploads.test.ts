import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../platform/db/sql'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { insertTestMembers } from '../members/membersTesting'
import { deleteUploads } from './deleteUploads'
import { lockUploadsMadeBefore } from './lockUploadsMadeBefore'
import { insertTestUpload, uploadExists } from './uploadsTesting'

const HOUR = 3_600_000
const now = new Date('2026-03-10T12:00:00Z')
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR)
const KEY_A = `${'a'.repeat(64)}.webp`
const KEY_B = `${'b'.repeat(64)}.webp`

/** The cleanup's side of uploads: lock old ones, delete some, learn which files no upload names. */
describe.each(testDatabaseKinds)('deleting uploads (%s)', (kind) => {
  let database: TestDatabase
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1])
    const upload = (storageKey: string, createdAt: Date) =>
      insertTestUpload(database.db, {
        memberId: 1,
        storageKey,
        mimeType: 'image/webp',
        width: 8,
        height: 8,
        bytes: 100,
        createdAt,
      })
    ids.oldA = await upload(KEY_A, hoursAgo(30))
    ids.olderA = await upload(KEY_A, hoursAgo(40))
    ids.oldB = await upload(KEY_B, hoursAgo(26))
    ids.newB = await upload(KEY_B, hoursAgo(1))
  })
  afterAll(() => database.dispose())

  it('locks the oldest uploads made before the cutoff, at most the limit', async () => {
    const locked = await database.db.transaction((tx) =>
      lockUploadsMadeBefore(tx, { before: hoursAgo(24), limit: 2 }),
    )
    expect(locked).toEqual([ids.olderA, ids.oldA])
  })

  it('deletes the rows and frees only the keys no upload names any more', async () => {
    const first = await database.db.transaction((tx) =>
      deleteUploads(tx, { ids: [ids.oldA ?? '', ids.oldB ?? ''] }),
    )
    // olderA still names KEY_A, newB still names KEY_B.
    expect(first).toEqual({ deleted: 2, freedKeys: [] })
    const second = await database.db.transaction((tx) => deleteUploads(tx, { ids: [ids.olderA ?? ''] }))
    expect(second).toEqual({ deleted: 1, freedKeys: [KEY_A] })
    expect(await uploadExists(database.db, ids.newB ?? '')).toBe(true)
    expect(await deleteUploads(database.db, { ids: [] })).toEqual({ deleted: 0, freedKeys: [] })
  })

  it('uploads_storage_keys gives each upload’s stored file', async () => {
    const rows = await queryRows<{ id: string; storage_key: string }>(
      database.db,
      sql`select id::text, storage_key from uploads_storage_keys`,
    )
    expect(rows).toEqual([{ id: ids.newB, storage_key: KEY_B }])
  })
})
