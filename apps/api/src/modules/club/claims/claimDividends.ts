import type { ClaimDividendsResponse, EarningKind } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { type DomainError, invalidInput } from '../../../platform/http/domainError'
import {
  type BillType,
  getAccountBalances,
  listTransfersByReference,
  postTransfer,
  sumAccountByType,
} from '../../ledger'

export type ClaimDividendsParameters = {
  memberId: number
  /** The client's Idempotency-Key header. */
  requestKey: string
}
export type ClaimDividendsReturnType = ClaimDividendsResponse
/** nothingToClaim (400 code 7). */
export type ClaimDividendsErrorType = DomainError

/** Each kind of club income and the bill type it accrues and is claimed under (club-rules §2–4). */
export const EARNING_BILL_TYPES: Record<EarningKind, BillType> = {
  static: 'static_earnings',
  dynamic: 'team_dividend',
  invite: 'invite_reward',
}
const KINDS = Object.keys(EARNING_BILL_TYPES) as EarningKind[]

/**
 * "Claim" (club-rules §2): everything claimable moves from the member's claimable account to their
 * available balance, one ledger transfer per kind under that kind's bill type, so the bill log shows a
 * static dividend, a team dividend and an invite reward as such. The claimable account is locked while
 * the amounts are read and moved (a settlement accruing at the same moment waits). The same request key
 * answers what the first request claimed and moves nothing more.
 */
export async function claimDividends(
  db: Db,
  { memberId, requestKey }: ClaimDividendsParameters,
): Promise<ClaimDividendsReturnType> {
  const reference = { type: 'club_claim', id: `${memberId}:${requestKey}` }
  const claimed = await db.transaction(async (tx) => {
    const earlier = await listTransfersByReference(tx, reference)
    if (earlier.length > 0) return amountsByKind(earlier)
    const claimable = await sumAccountByType(tx, {
      owner: { memberId, purpose: 'claimable' },
      currency: 'USDT',
      lock: true,
    })
    const moves = KINDS.map((kind) => ({
      kind,
      amount: claimable.get(EARNING_BILL_TYPES[kind]) ?? 0n,
    })).filter((move) => move.amount > 0n)
    if (moves.length === 0) throw invalidInput('nothingToClaim')
    const transfers = []
    for (const { kind, amount } of moves)
      transfers.push(
        (
          await postTransfer(tx, {
            idempotencyKey: `claim:${memberId}:${requestKey}:${kind}`,
            currency: 'USDT',
            type: EARNING_BILL_TYPES[kind],
            amount,
            from: { memberId, purpose: 'claimable' },
            to: { memberId },
            reference,
          })
        ).transfer,
      )
    return amountsByKind(transfers)
  })
  const [usdt] = await getAccountBalances(db, { owner: { memberId }, currency: 'USDT' })
  return { claimed, available: (usdt?.available ?? 0n).toString() }
}

function amountsByKind(
  transfers: readonly { type: BillType; amount: bigint }[],
): ClaimDividendsResponse['claimed'] {
  const of = (kind: EarningKind) =>
    transfers
      .filter((transfer) => transfer.type === EARNING_BILL_TYPES[kind])
      .reduce((sum, t) => sum + t.amount, 0n)
  const [staticAmount, dynamicAmount, inviteAmount] = [of('static'), of('dynamic'), of('invite')]
  return {
    static: staticAmount.toString(),
    dynamic: dynamicAmount.toString(),
    invite: inviteAmount.toString(),
    total: (staticAmount + dynamicAmount + inviteAmount).toString(),
  }
}
