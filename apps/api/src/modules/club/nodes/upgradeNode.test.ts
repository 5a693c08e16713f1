import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES } from '@vita/shared'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { listAccountEntries } from '../../ledger'
import { saveClubRules } from '../rules/saveClubRules'
import { clubNodeChanges } from '../tables'
import { closeNode } from './closeNode'
import { nodePlacesTaken } from './nodePlaces'
import {
  BRONZE,
  dpineOf,
  GOLD,
  nodeSnapshot,
  nodeTestContext,
  saveNodeTier,
  SILVER,
  UNIT,
} from './nodesTesting'
import { upgradeNode, type UpgradeNodeParameters } from './upgradeNode'

describe.each(testDatabaseKinds)('upgradeNode (%s)', (kind) => {
  const nodes = nodeTestContext(kind, 30)
  const { refusedWithoutChange } = nodes
  const now = new Date('2026-11-21T08:00:00Z')
  const bronzeHolder = (level: 1 | 2, dpine: bigint) => nodes.bronzeHolder(level, dpine, now)
  const upgrade = (parameters: UpgradeNodeParameters) => upgradeNode(nodes.db, parameters)

  it('moves the node to the higher tier, holds only the difference and moves its place', async () => {
    const holder = await bronzeHolder(2, 35_000n * UNIT)
    const [bronzeBefore, silverBefore] = [
      await nodePlacesTaken(nodes.db, BRONZE),
      await nodePlacesTaken(nodes.db, SILVER),
    ]

    const { node, replayed } = await upgrade({ ...holder, requestKey: 'up-1', tier: SILVER })

    expect(replayed).toBe(false)
    expect(node).toEqual({
      id: holder.nodeUuid,
      type: 'normal',
      level: 'silver',
      status: 'open',
      stake: (30_000n * UNIT).toString(),
    })
    expect(await dpineOf(nodes.db, holder.memberId)).toEqual({
      available: 5_000n * UNIT,
      staked: 30_000n * UNIT,
    })
    expect(await nodePlacesTaken(nodes.db, BRONZE)).toBe(bronzeBefore - 1)
    expect(await nodePlacesTaken(nodes.db, SILVER)).toBe(silverBefore + 1)
    const { entries } = await listAccountEntries(nodes.db, {
      owner: { memberId: holder.memberId },
      currency: 'DPINE',
    })
    expect(entries[0]).toMatchObject({
      type: 'expense',
      amount: -20_000n * UNIT,
      reference: { type: 'club_node', id: holder.nodeUuid },
    })
    const changes = await nodes.db
      .select()
      .from(clubNodeChanges)
      .where(eq(clubNodeChanges.memberId, holder.memberId))
    expect(changes.at(-1)).toMatchObject({
      kind: 'upgrade',
      fromType: 'normal',
      fromLevel: 'bronze',
      toLevel: 'silver',
      stakeDelta: 20_000n * UNIT,
      ledgerTransferId: entries[0]?.transferId,
    })

    const before = await nodeSnapshot(nodes.db)
    expect(await upgrade({ ...holder, requestKey: 'up-1', tier: SILVER })).toEqual({
      node,
      replayed: true,
    })
    expect(await nodeSnapshot(nodes.db)).toEqual(before)
    const reuse = () => upgrade({ ...holder, requestKey: 'up-1', tier: GOLD })
    expect(await refusedWithoutChange(reuse)).toBe('idempotencyMismatch')
  })

  it('the same tier or one with a lower or equal stake is nodeUpgradeNotHigher, nothing changed', async () => {
    const holder = await bronzeHolder(2, 100_000n * UNIT)
    await upgrade({ ...holder, requestKey: 'to-silver', tier: SILVER })
    const same = () => upgrade({ ...holder, requestKey: 'same', tier: SILVER })
    expect(await refusedWithoutChange(same)).toBe('nodeUpgradeNotHigher')
    const lower = () => upgrade({ ...holder, requestKey: 'lower', tier: BRONZE })
    expect(await refusedWithoutChange(lower)).toBe('nodeUpgradeNotHigher')
  })

  it('a level below the new tier, a difference not covered, or a full tier refuse it with nothing changed', async () => {
    const low = await bronzeHolder(1, 100_000n * UNIT)
    const levelTooLow = () => upgrade({ ...low, requestKey: 'silver', tier: SILVER })
    expect(await refusedWithoutChange(levelTooLow)).toBe('nodeLevelTooLow')

    // 10,000 held, 19,999 available: the difference to silver is 20,000.
    const poor = await bronzeHolder(2, 29_999n * UNIT)
    const stakeShort = () => upgrade({ ...poor, requestKey: 'silver', tier: SILVER })
    expect(await refusedWithoutChange(stakeShort)).toBe('nodeStakeInsufficient')

    const rich = await bronzeHolder(2, 200_000n * UNIT)
    try {
      await saveNodeTier(nodes.db, GOLD, { maxRank: 0 })
      const full = () => upgrade({ ...rich, requestKey: 'gold', tier: GOLD })
      expect(await refusedWithoutChange(full)).toBe('nodePlacesFull')
    } finally {
      await saveClubRules(nodes.db, DEFAULT_CLUB_RULES)
    }
  })

  it("another member's node, an unknown id and a malformed id all answer 404; a closing node is refused", async () => {
    const owner = await bronzeHolder(2, 100_000n * UNIT)
    const other = await bronzeHolder(2, 100_000n * UNIT)
    for (const nodeUuid of [other.nodeUuid, randomUUID(), 'not-a-uuid']) {
      const attempt = () => upgrade({ memberId: owner.memberId, nodeUuid, requestKey: 'x', tier: SILVER })
      expect(await refusedWithoutChange(attempt)).toBe('notFound')
    }
    await closeNode(nodes.db, { ...owner, requestKey: 'close', now })
    const closing = () => upgrade({ ...owner, requestKey: 'late', tier: SILVER })
    expect(await refusedWithoutChange(closing)).toBe('nodeTransitionRefused')
  })
})
