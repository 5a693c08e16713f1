/**
 * The staking order's one state machine (club-rules §1, spec §4). `active` is shown as 正常/normal.
 * A transition not in the table is refused with a typed reason; nothing else changes a status.
 */
export const ORDER_STATUSES = [
  'pending',
  'pending_verification',
  'active',
  'completed',
  'exited',
  'reorged',
  'failed',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_EVENTS = [
  'txSubmitted',
  'confirmed',
  'staticCapReached',
  'dynamicCapReached',
  'reverted',
  'dropped',
  'reorged',
  'cancelledByMember',
  'expiredUnsent',
] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]

/** No event leaves these. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['exited', 'failed', 'cancelled']
/** Applied on chain and not un-applied: counts for levels, team performance and invite rewards. */
export const STANDING_ORDER_STATUSES: readonly OrderStatus[] = ['active', 'completed', 'exited']

export const isStandingOrder = (status: OrderStatus) => STANDING_ORDER_STATUSES.includes(status)

const TABLE: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  // `confirmed` from pending: the transaction was sent but its hash never reached the server.
  pending: {
    txSubmitted: 'pending_verification',
    confirmed: 'active',
    cancelledByMember: 'cancelled',
    expiredUnsent: 'cancelled',
  },
  pending_verification: { confirmed: 'active', reverted: 'failed', dropped: 'failed' },
  // Dynamic cap first: the order stays active (still earning static) until its static cap too.
  // A reorg dropped its block: not standing, but not final either. The same transaction is usually
  // mined again, and then the same row becomes active again (one order per on-chain payment).
  active: { staticCapReached: 'completed', reorged: 'reorged' },
  completed: { dynamicCapReached: 'exited' },
  exited: {},
  reorged: { confirmed: 'active' },
  failed: {},
  cancelled: {},
}

export type OrderTransitionRefusal = {
  kind: 'finalStatus' | 'notAllowed'
  status: OrderStatus
  event: OrderEvent
}
export type OrderTransitionReturnType =
  { ok: true; status: OrderStatus } | { ok: false; refusal: OrderTransitionRefusal }

/** The status after `event`, or why the event cannot happen in `status`. */
export function transition(status: OrderStatus, event: OrderEvent): OrderTransitionReturnType {
  const next = TABLE[status][event]
  if (next !== undefined) return { ok: true, status: next }
  const kind = FINAL_ORDER_STATUSES.includes(status) ? 'finalStatus' : 'notAllowed'
  return { ok: false, refusal: { kind, status, event } }
}

/** For callers that only send events the table allows: throws on a refusal. */
export function transitionOrThrow(status: OrderStatus, event: OrderEvent): OrderStatus {
  const result = transition(status, event)
  if (!result.ok) throw new Error(`order transition refused (${result.refusal.kind}): ${status} + ${event}`)
  return result.status
}
