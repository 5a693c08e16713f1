import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { DomainError } from '../../../platform/http/domainError'
import { ledgerViolations } from '../../ledger/ledgerTesting'
import { insertTestMembers, memberIdRange } from '../../members/membersTesting'
import { applyNode } from './applyNode'
import { nodePlacesTaken } from './nodePlaces'
import { BRONZE, dpineOf, qualifyMember, saveNodeTier, TIME_ZONE, UNIT } from './nodesTesting'

const FUNDS = 15_000n * UNIT
const STAKE = 10_000n * UNIT
const MEMBERS = 200
const MAX_RANK = 50

// Real concurrency needs real connections: PGlite runs one statement at a time.
describe.runIf(process.env.TEST_DATABASE_URL)('applyNode under concurrency (postgres)', () => {
  let database: TestDatabase
  let db: TestDatabase['db']
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { maxConnections: 40 })
    db = database.db
    await insertTestMembers(db, memberIdRange(1, MEMBERS + 1))
    await Promise.all(
      memberIdRange(1, MEMBERS + 1).map((id) => qualifyMember(db, id, { level: 1, dpine: FUNDS })),
    )
    await saveNodeTier(db, BRONZE, { maxRank: MAX_RANK })
  })
  afterAll(() => database?.dispose())

  const apply = (memberId: number, requestKey: string) =>
    applyNode(db, { memberId, requestKey, tier: BRONZE, now: new Date(), timeZone: TIME_ZONE })
  const outcome = async (attempt: Promise<unknown>) => {
    try {
      await attempt
      return 'ok'
    } catch (error) {
      if (error instanceof DomainError) return error.messageKey
      throw error
    }
  }
  const count = (outcomes: string[], value: string) => outcomes.filter((o) => o === value).length

  it(`${MEMBERS} qualified members applying at once for a tier of ${MAX_RANK} places: exactly ${MAX_RANK} nodes`, async () => {
    const members = memberIdRange(1, MEMBERS)
    const outcomes = await Promise.all(members.map((id) => outcome(apply(id, `apply-${id}`))))

    expect(count(outcomes, 'ok')).toBe(MAX_RANK)
    expect(count(outcomes, 'nodePlacesFull')).toBe(MEMBERS - MAX_RANK)
    const [open] = await queryRows<{ nodes: string; stakes: string }>(
      db,
      sql`select count(*)::text as nodes, coalesce(sum(stake), 0)::text as stakes from club_nodes where status = 'open'`,
    )
    expect(open?.nodes).toBe(String(MAX_RANK))
    expect(await nodePlacesTaken(db, BRONZE)).toBe(MAX_RANK)
    const [staked] = await queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts
        where purpose = 'staked' and currency = 'DPINE'`,
    )
    expect(staked?.total).toBe(open?.stakes)
    expect(BigInt(open?.stakes ?? '0')).toBe(BigInt(MAX_RANK) * STAKE)
    const refused = members.filter((_, i) => outcomes[i] !== 'ok')
    for (const id of refused) expect(await dpineOf(db, id)).toEqual({ available: FUNDS, staked: 0n })
    expect(await ledgerViolations(db)).toEqual([])
  })

  it('one member firing 20 applications at once (different keys, then one key) gets one node', async () => {
    const member = MEMBERS + 1
    // The tier is full by now: one more place, for this member.
    await saveNodeTier(db, BRONZE, { maxRank: MAX_RANK + 1 })

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => outcome(apply(member, `burst-${i}`))),
    )
    expect(count(outcomes, 'ok')).toBe(1)
    expect(count(outcomes, 'nodeAlreadyHeld')).toBe(19)

    // The winning key, sent 20 times at once, answers its node each time.
    const winner = `burst-${outcomes.indexOf('ok')}`
    const sameKey = await Promise.all(Array.from({ length: 20 }, () => apply(member, winner)))
    expect(new Set(sameKey.map((answer) => answer.node.id)).size).toBe(1)
    expect(sameKey.every((answer) => answer.replayed)).toBe(true)
    expect(await dpineOf(db, member)).toEqual({ available: FUNDS - STAKE, staked: STAKE })
    expect(await nodePlacesTaken(db, BRONZE)).toBe(MAX_RANK + 1)
    expect(await ledgerViolations(db)).toEqual([])
  })
})
