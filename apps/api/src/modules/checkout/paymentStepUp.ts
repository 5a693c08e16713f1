import type { TypedDataDefinition } from 'viem'
import { deliveryLine, shopPaymentStepUp } from '@vita/shared'
import type { PayOrderRequest } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { invalidInput, type DomainError } from '../../platform/http/domainError'
import type { StepUpDomain } from '../../platform/http/verifyStepUp'
import { findMemberShopOrder } from './findMemberShopOrder'

export type CheckPaymentStepUpParameters = {
  memberId: number
  orderNo: string
  /** The paying request's Idempotency-Key: the signed message carries it. */
  requestKey: string
  request: PayOrderRequest
  /** USDT base units: an order whose total is at least this is paid only with the member's signature. */
  threshold: bigint
  /** Checks the signature over the typed data (verifyStepUp in the member's step-up context). */
  verify: (
    proof: { signature: string; expiry: number },
    build: (domain: StepUpDomain) => TypedDataDefinition,
  ) => Promise<void>
}
/** notFound (not the caller's order), stepUpRequired, stepUpInvalid, stepUpExpired. */
export type CheckPaymentStepUpErrorType = DomainError

/**
 * From the threshold on, paying a shop order needs the member's wallet over what it pays and where the
 * goods go: the order number, its total and its delivery address as one line. The address is the
 * order's own copy, fixed at placing, so a token holder can neither pay a large order unsigned nor send
 * a signed one's goods elsewhere. An order no longer waiting for payment is left to payShopOrder (a
 * replay answers as it was; anything else is refused there, moving nothing).
 */
export async function checkPaymentStepUp(db: Db, p: CheckPaymentStepUpParameters): Promise<void> {
  const order = await findMemberShopOrder(db, { memberId: p.memberId, orderNo: p.orderNo })
  if (order.status !== 'pending_payment' || order.total < p.threshold) return
  const { signature, expiry } = p.request
  if (signature === undefined || expiry === undefined) throw invalidInput('stepUpRequired')
  const address = order.address as Parameters<typeof deliveryLine>[0]
  await p.verify({ signature, expiry }, ({ chainId, verifyingContract }) =>
    shopPaymentStepUp(chainId, verifyingContract, {
      orderNo: order.orderNo,
      amount: order.total,
      deliverTo: deliveryLine(address),
      idempotencyKey: p.requestKey,
      expiry: BigInt(expiry),
    }),
  )
}
