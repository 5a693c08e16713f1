import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES } from '@vita/shared'
import { businessDay } from '../../../platform/jobs'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { listAccountEntries } from '../../ledger'
import { rejectionKey } from '../../ledger/ledgerTesting'
import { saveClubRules } from '../rules/saveClubRules'
import { clubNodeChanges } from '../tables'
import { applyNode } from './applyNode'
import { nodePlacesTaken } from './nodePlaces'
import { holdNodeStake } from './nodeStake'
import {
  BRONZE,
  dpineOf,
  GOLD,
  nodeRow,
  nodeSnapshot,
  nodeTestContext,
  saveNodeTier,
  SILVER,
  TIME_ZONE,
  UNIT,
} from './nodesTesting'

const BRONZE_STAKE = 10_000n * UNIT

describe.each(testDatabaseKinds)('applyNode (%s)', (kind) => {
  const nodes = nodeTestContext(kind, 30)
  const { member, refusedWithoutChange } = nodes
  const now = new Date('2026-11-21T17:30:00Z')
  const apply = (memberId: number, requestKey: string, tier = BRONZE) =>
    applyNode(nodes.db, { memberId, requestKey, tier, now, timeZone: TIME_ZONE })

  it('opens the node and holds its stake: available down, staked up, an expense with the node as its cause', async () => {
    const alice = await member(1, 12_000n * UNIT)
    const placesBefore = await nodePlacesTaken(nodes.db, BRONZE)

    const { node, replayed } = await apply(alice, 'apply-1')

    expect(replayed).toBe(false)
    expect(node).toMatchObject({
      type: 'normal',
      level: 'bronze',
      status: 'open',
      stake: BRONZE_STAKE.toString(),
    })
    expect(await dpineOf(nodes.db, alice)).toEqual({ available: 2_000n * UNIT, staked: BRONZE_STAKE })
    expect(await nodePlacesTaken(nodes.db, BRONZE)).toBe(placesBefore + 1)
    // 17:30 UTC is already the next day in Asia/Shanghai.
    expect((await nodeRow(nodes.db, node.id)).openedDay).toBe(businessDay(now, TIME_ZONE))
    expect(businessDay(now, TIME_ZONE)).toBe('2026-11-22')
    const { entries } = await listAccountEntries(nodes.db, { owner: { memberId: alice }, currency: 'DPINE' })
    expect(entries[0]).toMatchObject({
      type: 'expense',
      amount: -BRONZE_STAKE,
      reference: { type: 'club_node', id: node.id },
    })
    const changes = await nodes.db.select().from(clubNodeChanges).where(eq(clubNodeChanges.memberId, alice))
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'apply',
        fromType: null,
        toType: 'normal',
        toLevel: 'bronze',
        stakeDelta: BRONZE_STAKE,
        requestKey: 'apply-1',
        ledgerTransferId: entries[0]?.transferId,
      }),
    ])
  })

  it('the same key and tier answer the same node again without a second hold', async () => {
    const bob = await member(1, 25_000n * UNIT)
    const first = await apply(bob, 'apply-bob')
    const before = await nodeSnapshot(nodes.db)

    const again = await apply(bob, 'apply-bob')

    expect(again).toEqual({ node: first.node, replayed: true })
    expect(await nodeSnapshot(nodes.db)).toEqual(before)
    expect(await dpineOf(nodes.db, bob)).toEqual({ available: 15_000n * UNIT, staked: BRONZE_STAKE })
  })

  it('the same key with another tier is idempotencyMismatch and changes nothing', async () => {
    const carol = await member(2, 100_000n * UNIT)
    await apply(carol, 'apply-carol')
    expect(await refusedWithoutChange(() => apply(carol, 'apply-carol', SILVER))).toBe('idempotencyMismatch')
  })

  it('a member below the tier level is refused with nodeLevelTooLow, nothing changed', async () => {
    const dave = await member(0, 50_000n * UNIT)
    expect(await refusedWithoutChange(() => apply(dave, 'apply-dave'))).toBe('nodeLevelTooLow')
  })

  it('available DPINE below the stake is refused with nodeStakeInsufficient, nothing changed', async () => {
    const erin = await member(1, BRONZE_STAKE - 1n)
    expect(await refusedWithoutChange(() => apply(erin, 'apply-erin'))).toBe('nodeStakeInsufficient')
    expect(await dpineOf(nodes.db, erin)).toEqual({ available: BRONZE_STAKE - 1n, staked: 0n })
  })

  it("the ledger's refusal of the hold (the balance spent meanwhile) becomes nodeStakeInsufficient", async () => {
    const fay = await member(1, UNIT)
    const before = await nodeSnapshot(nodes.db)
    const hold = nodes.db.transaction((tx) =>
      holdNodeStake(tx, {
        node: { memberId: fay, uuid: '00000000-0000-4000-8000-000000000001' },
        amount: 2n * UNIT,
        idempotencyKey: 'node:test:apply',
      }),
    )
    expect(await rejectionKey(hold)).toBe('nodeStakeInsufficient')
    expect(await nodeSnapshot(nodes.db)).toEqual(before)
  })

  it('a full tier is refused with nodePlacesFull, nothing changed; a max rank of 0 takes no place at all', async () => {
    try {
      await saveNodeTier(nodes.db, GOLD, { maxRank: 1 })
      await apply(await member(2, 80_000n * UNIT), 'gold-first', GOLD)
      const gina = await member(2, 80_000n * UNIT)
      expect(await refusedWithoutChange(() => apply(gina, 'gold-second', GOLD))).toBe('nodePlacesFull')
      expect(await nodePlacesTaken(nodes.db, GOLD)).toBe(1)

      await saveNodeTier(nodes.db, SILVER, { maxRank: 0 })
      expect(await refusedWithoutChange(() => apply(gina, 'silver', SILVER))).toBe('nodePlacesFull')
    } finally {
      await saveClubRules(nodes.db, DEFAULT_CLUB_RULES)
    }
  })

  it('a member holding an open node is refused with nodeAlreadyHeld (another key), nothing changed', async () => {
    const hank = await member(2, 100_000n * UNIT)
    await apply(hank, 'hank-1')
    expect(await refusedWithoutChange(() => apply(hank, 'hank-2', SILVER))).toBe('nodeAlreadyHeld')
  })
})
