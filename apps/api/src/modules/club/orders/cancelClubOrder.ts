import type { ClubOrderView } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import type { DomainError } from '../../../platform/http/domainError'
import { loadClubRules } from '../rules/loadClubRules'
import { findMemberOrder } from './findMemberOrder'
import { toClubOrderView } from './orderView'
import { transitionOrder } from './transitionOrder'

export type CancelClubOrderParameters = { memberId: number; orderUuid: string }
/** notFound (404); orderTransitionRefused (409): the order is no longer pending (its tx was submitted). */
export type CancelClubOrderErrorType = DomainError

/** The member cancels a pending order before sending its transaction (club-rules §1). */
export async function cancelClubOrder(db: Db, parameters: CancelClubOrderParameters): Promise<ClubOrderView> {
  const rules = await loadClubRules(db)
  const order = await findMemberOrder(db, parameters)
  const cancelled = await transitionOrder(db, {
    orderId: order.id,
    from: order.status,
    event: 'cancelledByMember',
    changes: { failureReason: 'cancelledByMember' },
  })
  return toClubOrderView(cancelled, rules, false)
}
