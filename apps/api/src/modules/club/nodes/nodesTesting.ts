/**
 * Test support for node changes: members made qualified (a level and DPINE credited from operator
 * adjustments), node rules changed through the rule-saving path, the node tables and the ledger read
 * back in a stable order for "nothing changed" comparisons, and a test file's database (nodeTestContext).
 */
import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { DEFAULT_CLUB_RULES, type MemberLevel, type NodeTier, type NodeTierRule } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../../../platform/db/testing'
import { getAccountBalances, postTransfer } from '../../ledger'
import { ledgerSnapshot, ledgerViolations, rejectionKey } from '../../ledger/ledgerTesting'
import { insertTestMembers, memberIdRange, updateTestMember } from '../../members/membersTesting'
import { saveClubRules } from '../rules/saveClubRules'
import { clubNodeChanges, clubNodePlaces, clubNodes } from '../tables'
import { applyNode } from './applyNode'

export const UNIT = 10n ** 18n
export const BRONZE: NodeTier = { type: 'normal', level: 'bronze' }
export const SILVER: NodeTier = { type: 'normal', level: 'silver' }
export const GOLD: NodeTier = { type: 'normal', level: 'gold' }
export const TIME_ZONE = 'Asia/Shanghai'
export const DAY_MS = 86_400_000

/** Gives the member `level` and credits `dpine` to their available DPINE. */
export async function qualifyMember(
  db: Db,
  memberId: number,
  { level, dpine }: { level: MemberLevel; dpine: bigint },
): Promise<void> {
  await updateTestMember(db, memberId, { level })
  if (dpine > 0n)
    await postTransfer(db, {
      idempotencyKey: `test-dpine:${memberId}:${randomUUID()}`,
      currency: 'DPINE',
      type: 'income',
      amount: dpine,
      from: { systemCode: 'operator_adjustments' },
      to: { memberId },
    })
}

/** The member's DPINE: spendable and held for nodes. */
export async function dpineOf(db: Db, memberId: number): Promise<{ available: bigint; staked: bigint }> {
  const [available] = await getAccountBalances(db, { owner: { memberId }, currency: 'DPINE' })
  const [staked] = await getAccountBalances(db, { owner: { memberId, purpose: 'staked' }, currency: 'DPINE' })
  return { available: available?.available ?? 0n, staked: staked?.balance ?? 0n }
}

/** Saves rules whose `tier` row has `changes` (the rest: the defaults). */
export async function saveNodeTier(db: Db, tier: NodeTier, changes: Partial<NodeTierRule>): Promise<void> {
  const tiers = DEFAULT_CLUB_RULES.nodes.tiers.map((row) =>
    row.type === tier.type && row.level === tier.level ? { ...row, ...changes } : row,
  )
  const saved = await saveClubRules(db, {
    ...DEFAULT_CLUB_RULES,
    nodes: { ...DEFAULT_CLUB_RULES.nodes, tiers },
  })
  if (!saved.ok) throw new Error(`rules refused: ${JSON.stringify(saved.issues)}`)
}

export async function nodeRow(db: Db, uuid: string) {
  const [row] = await db.select().from(clubNodes).where(eq(clubNodes.uuid, uuid))
  if (!row) throw new Error(`node ${uuid} does not exist`)
  return row
}

/** The node tables and the ledger, in a stable order. */
export async function nodeSnapshot(db: Db) {
  const [nodes, places, changes, ledger] = await Promise.all([
    db.select().from(clubNodes).orderBy(asc(clubNodes.id)),
    db.select().from(clubNodePlaces).orderBy(asc(clubNodePlaces.type), asc(clubNodePlaces.level)),
    db.select().from(clubNodeChanges).orderBy(asc(clubNodeChanges.id)),
    ledgerSnapshot(db),
  ])
  return { nodes, places, changes, ledger }
}

export type NodeTestContext = {
  readonly db: Db
  /** The next of the file's members, given `level` and `dpine`. */
  member(level: MemberLevel, dpine: bigint): Promise<number>
  /** The next member, given `level` and `dpine`, holding an open bronze node applied for at `now`. */
  bronzeHolder(level: MemberLevel, dpine: bigint, now: Date): Promise<{ memberId: number; nodeUuid: string }>
  /** The DomainError key `attempt` rejects with, once checked that it changed nothing. */
  refusedWithoutChange(attempt: () => Promise<unknown>): Promise<string>
}

/**
 * Registers a test file's hooks: a fresh database of `kind` holding members 1…`memberCount`, and the
 * ledger's invariants checked after every test.
 */
export function nodeTestContext(kind: TestDatabaseKind, memberCount: number): NodeTestContext {
  let database: TestDatabase | undefined
  let nextMember = 1
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1, memberCount))
  })
  afterEach(async () => {
    expect(await ledgerViolations(context.db)).toEqual([])
  })
  afterAll(() => database?.dispose())
  const context: NodeTestContext = {
    get db() {
      if (!database) throw new Error('the test database is not ready')
      return database.db
    },
    async member(level, dpine) {
      const memberId = nextMember++
      await qualifyMember(context.db, memberId, { level, dpine })
      return memberId
    },
    async bronzeHolder(level, dpine, now) {
      const memberId = await context.member(level, dpine)
      const { node } = await applyNode(context.db, {
        memberId,
        requestKey: 'apply',
        tier: BRONZE,
        now,
        timeZone: TIME_ZONE,
      })
      return { memberId, nodeUuid: node.id }
    },
    async refusedWithoutChange(attempt) {
      const before = await nodeSnapshot(context.db)
      const reason = await rejectionKey(attempt())
      expect(await nodeSnapshot(context.db)).toEqual(before)
      return reason
    },
  }
  return context
}
