import type { FastifyInstance } from 'fastify'
import type { NodeQualification } from '@vita/shared/schemas/nodes'
import { parseAmount } from '@vita/shared'
import type { Db } from '@vita/api'
import { adjustMemberBalance } from '@vita/api/modules/operators'
import type { DemoMember } from './demoMembers'

/** DPINE an operator credits each demo leader: a bronze stake and some to spare. */
const DEMO_LEADER_DPINE = parseAmount('12000')

/**
 * Nodes in the living demo (issue 11): each leader the operator has credited DPINE (as `npm run ops
 * credit` would) applies, through the app's route, for the best tier the qualification screen offers
 * them. Leaders that do not qualify yet are skipped; a later call picks them up.
 */
export async function seedNodeDemo(
  app: FastifyInstance,
  db: Db,
  leaders: readonly DemoMember[],
): Promise<number> {
  let applied = 0
  for (const leader of leaders) {
    await adjustMemberBalance(db, {
      direction: 'credit',
      member: leader.account.address,
      currency: 'DPINE',
      amount: DEMO_LEADER_DPINE,
      reason: 'demo node stake',
      idempotencyKey: `demo-node-dpine-${leader.account.address}`,
    })
    const answer = await app.inject({
      method: 'GET',
      url: '/app/club/nodes/qualification',
      headers: leader.auth,
    })
    if (answer.statusCode !== 200) throw new Error(`demo node qualification failed: ${answer.body}`)
    const qualification = answer.json<{ data: NodeQualification }>().data
    if (qualification.node) continue
    const tier = qualification.tiers.filter((row) => row.qualified).at(-1)
    if (!tier) continue
    const created = await app.inject({
      method: 'POST',
      url: '/app/club/nodes',
      headers: { ...leader.auth, 'idempotency-key': `demo-node-${leader.account.address}` },
      payload: { type: tier.type, level: tier.level },
    })
    if (created.statusCode !== 200) throw new Error(`demo node refused: ${created.body}`)
    applied++
  }
  return applied
}
