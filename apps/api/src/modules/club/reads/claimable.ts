import type { Db } from '../../../platform/db/client'
import { sumAccountByType } from '../../ledger'
import type { ByKind } from './person'

/**
 * What the member may claim, per kind: their claimable USDT account's entries summed per bill type
 * (accruals credit it; a claim or a reversal debits it under the same bill type).
 */
export async function claimableByKind(db: Db, memberId: number): Promise<ByKind> {
  const byType = await sumAccountByType(db, { owner: { memberId, purpose: 'claimable' }, currency: 'USDT' })
  return {
    static: byType.get('static_earnings') ?? 0n,
    dynamic: byType.get('team_dividend') ?? 0n,
    invite: byType.get('invite_reward') ?? 0n,
  }
}
