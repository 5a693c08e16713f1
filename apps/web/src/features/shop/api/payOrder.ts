import type { PayOrderRequest, ShopOrder } from '@vita/shared/schemas/shop'
import { deliveryLine, shopPaymentStepUp } from '@vita/shared/stepUp'
import { useRef } from 'react'
import { apiRequest } from '../../../lib/http'
import { useIdempotentMutation } from '../../../lib/useIdempotentMutation'
import { sendWithStepUp, type StepUpProof } from '../../../platform/wallet/sendWithStepUp'
import { stepUpExpiry, type StepUpSigner } from '../../../platform/wallet/signStepUp'
import { parseOrder } from './placeOrder'
import { shopKeys, shopPath } from './shopKeys'

export type PayOrderParameters = {
  order: Pick<ShopOrder, 'orderNo' | 'total' | 'address'>
  payment: PayOrderRequest
  /** The order is at or above the shop's step-up threshold (/app/config): the wallet signs first. */
  signUpFront: boolean
}
export type PayOrderReturnType = ShopOrder

/** Whether a payment of `total` is signed before it is sent (null threshold: not known yet, ask the API). */
export function needsPaymentStepUp(total: bigint, threshold: bigint | null): boolean {
  return threshold !== null && total >= threshold
}

/**
 * POST /app/shop/orders/:orderNo/pay (Idempotency-Key): from the balance, or a card with the rest from
 * the balance. From the shop's threshold on, the member's wallet signs the order number, total and
 * delivery address (shopPaymentStepUp); a refused signature sends nothing.
 */
export function payOrder(
  { order, payment, signUpFront }: PayOrderParameters,
  idempotencyKey: string,
  signer: StepUpSigner,
  now: () => number = Date.now,
): Promise<PayOrderReturnType> {
  const sign = async (): Promise<StepUpProof> => {
    const expiry = stepUpExpiry(now())
    const signature = await signer(({ chainId, verifyingContract }) =>
      shopPaymentStepUp(chainId, verifyingContract, {
        orderNo: order.orderNo,
        amount: BigInt(order.total),
        deliverTo: deliveryLine(order.address),
        idempotencyKey,
        expiry: BigInt(expiry),
      }),
    )
    return { signature, expiry }
  }
  return sendWithStepUp({
    upFront: signUpFront,
    sign,
    send: (proof) =>
      apiRequest(shopPath('orders', order.orderNo, '/pay'), {
        method: 'POST',
        body: { ...payment, ...proof },
        headers: { 'Idempotency-Key': idempotencyKey },
        parse: parseOrder,
      }),
  })
}

export function usePayOrder(sign: StepUpSigner) {
  const signer = useRef(sign)
  signer.current = sign
  return useIdempotentMutation({
    send: (parameters: PayOrderParameters, key: string) =>
      payOrder(parameters, key, (build) => signer.current(build)),
    invalidates: shopKeys.all,
  })
}
