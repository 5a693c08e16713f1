import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawQuery } from '../../platform/db/sql'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { communityNumberSql, pathSegmentSql } from './insertMemberSql'
import { communityNumberFor, pathSegment } from './referralPath'

describe.each(testDatabaseKinds)('registration SQL (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database.dispose())
  const t = {
    get database() {
      return database
    },
  }

  it('derives path segments and community numbers in SQL exactly as referralPath.ts does', async () => {
    const ids = [1, 2, 9, 10, 35, 36, 37, 1295, 1296, 46655, 46656, 99_999, 999_999, 1_000_000, 123_456_789]
    for (let k = 1; k <= 10; k++) ids.push(36 ** k - 1, 36 ** k, 36 ** k + 1)
    ids.push(Number.MAX_SAFE_INTEGER)
    const rows = await rawQuery(t.database.db)<{ seg: string; cn: string }>(
      'test_path_segment',
      `select ${pathSegmentSql('$1::bigint')} as seg, ${communityNumberSql('$1::bigint')} as cn`,
      [0],
    )
    expect(rows).toHaveLength(1)
    for (const id of ids) {
      const [row] = await rawQuery(t.database.db)<{ seg: string; cn: string }>(
        'test_path_segment',
        `select ${pathSegmentSql('$1::bigint')} as seg, ${communityNumberSql('$1::bigint')} as cn`,
        [String(id)],
      )
      expect(row, String(id)).toEqual({ seg: pathSegment(id), cn: communityNumberFor(id) })
    }
  })
})
