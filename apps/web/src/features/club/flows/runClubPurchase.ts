/**
 * Buying a club order (spec §4 "buy flow", §5; club-rules §1) with every effect injected: connect
 * and switch network → USDT and BNB checked → the order recorded (Idempotency-Key) → USDT approved
 * for exactly the price when the allowance is short → placeOrder(price, referrer) → the hash handed
 * to the server before anything waits on it → receipt → the server's order polled until active.
 * A refusal in the wallet leaves the recorded order pending: the member retries (resume) or cancels.
 */
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { isStandingOrder } from '@vita/shared/club/orderStatus'
import type { ClubOrderView } from '@vita/shared/schemas/club'
import { parseEventLogs, type Address, type Hash, type Log } from 'viem'
import type { IdempotentSubmission } from '../../../lib/idempotencyKey'
import { FALLBACK_GAS_LIMIT } from '../../../platform/chain/ensureGasBalance'
import { TradeError } from '../../../platform/chain/txError'
import type { ConnectStep } from '../../../platform/wallet/connectWallet'
import { ClubPurchaseError, type BuyStep } from './buySteps'

export const ORDER_POLL_MS = 2_000
/** About three minutes of polling; after that the order keeps being verified and the list shows it. */
export const ORDER_POLL_LIMIT = 90

export type ClubPurchaseDependencies = {
  connect: (onStep: (step: ConnectStep) => void) => Promise<Address>
  readUsdtBalance: (account: Address) => Promise<bigint>
  readAllowance: (account: Address) => Promise<bigint>
  /** Throws TradeError('insufficientBnb') when the wallet cannot pay `gasUnits`. */
  ensureGas: (account: Address, gasUnits: bigint) => Promise<void>
  createOrder: (request: {
    idempotencyKey: string
    communityNumber?: string | undefined
  }) => Promise<ClubOrderView>
  approve: (account: Address, amount: bigint) => Promise<Hash>
  placeOrder: (account: Address, amount: bigint, referrer: Address) => Promise<Hash>
  /** Resolves with the mined receipt; rejects with TradeError('receiptReverted' | 'timeout'). */
  waitForReceipt: (hash: Hash) => Promise<{ logs: readonly Log[] }>
  /** Keeps a sent hash by order id, so a reload before the server has it submits it instead of paying again. */
  rememberHash: (orderId: string, hash: Hash) => void
  recallHash: (orderId: string) => Hash | null
  submitTx: (orderId: string, hash: Hash) => Promise<ClubOrderView>
  getOrder: (orderId: string) => Promise<ClubOrderView>
  sleep: (ms: number) => Promise<void>
  onStep: (step: BuyStep) => void
  /** The USDT approval is mined (spec §8 success text "USDT authorized"). */
  onApproved: () => void
  /** Every time the flow learns the order's latest state (the screen offers retry or cancel from it). */
  onOrder: (order: ClubOrderView) => void
}

export type ClubPurchaseParameters = {
  price: bigint
  referrer: Address | null
  communityNumber?: string | undefined
  /** One per purchase; a retry whose answer was lost reuses its key. */
  submission: IdempotentSubmission
  /** An order recorded earlier and not resolved (pending or pending verification). */
  resume?: ClubOrderView | null
}

export type ClubPurchaseOutcome =
  | { kind: 'active'; order: ClubOrderView; dpineReturned: bigint | null }
  /** The transaction is mined but the server has not confirmed it yet. */
  | { kind: 'verifying'; order: ClubOrderView }

function dpineFromLogs(logs: readonly Log[]): bigint | null {
  const [placed] = parseEventLogs({ abi: vitaOrderAbi, logs: [...logs], eventName: 'OrderPlaced' })
  return placed?.args.dpineReturned ?? null
}

async function recordOrder(p: ClubPurchaseParameters, d: ClubPurchaseDependencies): Promise<ClubOrderView> {
  const payload = { communityNumber: p.communityNumber || undefined }
  try {
    const order = await d.createOrder({ idempotencyKey: p.submission.keyFor(payload), ...payload })
    p.submission.settle()
    return order
  } catch (error) {
    p.submission.settle(error)
    throw error
  }
}

/** Connects, checks the wallet can pay, records the order if needed, approves and sends placeOrder. */
async function sendOrder(
  p: ClubPurchaseParameters & { referrer: Address },
  d: ClubPurchaseDependencies,
  known: ClubOrderView | null,
): Promise<{ order: ClubOrderView; hash: Hash }> {
  d.onStep('connect')
  const account = await d.connect((step) => d.onStep(step === 'connecting' ? 'connect' : 'switch'))
  const [balance, allowance] = await Promise.all([d.readUsdtBalance(account), d.readAllowance(account)])
  if (balance < p.price) throw new TradeError('insufficientUsdt')
  const approveNeeded = allowance < p.price
  await d.ensureGas(account, (approveNeeded ? 2n : 1n) * FALLBACK_GAS_LIMIT)
  const order = known ?? (await recordOrder(p, d))
  d.onOrder(order)
  if (approveNeeded) {
    d.onStep('approve')
    await d.waitForReceipt(await d.approve(account, p.price))
    d.onApproved()
  }
  d.onStep('place')
  const hash = await d.placeOrder(account, p.price, p.referrer)
  d.rememberHash(order.id, hash)
  return { order, hash }
}

export async function runClubPurchase(
  p: ClubPurchaseParameters,
  d: ClubPurchaseDependencies,
): Promise<ClubPurchaseOutcome> {
  const { referrer } = p
  if (!referrer) throw new ClubPurchaseError('noReferrer')
  let order: ClubOrderView | null = p.resume ?? null
  let logs: readonly Log[] | null = null
  if (order === null || order.status === 'pending') {
    const recalled = order ? d.recallHash(order.id) : null
    const sent = recalled && order ? { order, hash: recalled } : await sendOrder({ ...p, referrer }, d, order)
    d.onStep('submit')
    order = await d.submitTx(sent.order.id, sent.hash)
    d.onOrder(order)
    try {
      logs = (await d.waitForReceipt(sent.hash)).logs
    } catch (error) {
      // A slow receipt is not a failure: the server verifies the transaction on its own.
      if (!(error instanceof TradeError && error.reason === 'timeout')) throw error
    }
  }
  d.onStep('submit')
  for (let attempt = 0; attempt < ORDER_POLL_LIMIT; attempt += 1) {
    order = await d.getOrder(order.id)
    d.onOrder(order)
    if (isStandingOrder(order.status)) {
      const fromOrder = order.dpineReturned === null ? null : BigInt(order.dpineReturned)
      return { kind: 'active', order, dpineReturned: fromOrder ?? (logs ? dpineFromLogs(logs) : null) }
    }
    if (order.status === 'failed') throw new ClubPurchaseError('orderFailed')
    if (order.status === 'cancelled') throw new ClubPurchaseError('orderCancelled')
    await d.sleep(ORDER_POLL_MS)
  }
  return { kind: 'verifying', order }
}
