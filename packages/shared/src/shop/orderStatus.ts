/**
 * The marketplace order's one state machine (spec §4: pending payment (pay now), pending shipment,
 * pending receipt (confirm receipt after asking), completed, cancelled; refunded by the operator).
 * A transition not in the table is refused; nothing else changes a status.
 */
export const SHOP_ORDER_STATUSES = [
  'pending_payment',
  'pending_shipment',
  'pending_receipt',
  'completed',
  'cancelled',
  'refunded',
] as const
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number]

export const SHOP_ORDER_EVENTS = [
  'paid',
  'cancelledByMember',
  'paymentExpired',
  'shipped',
  'received',
  'refunded',
] as const
export type ShopOrderEvent = (typeof SHOP_ORDER_EVENTS)[number]

const TABLE: Record<ShopOrderStatus, Partial<Record<ShopOrderEvent, ShopOrderStatus>>> = {
  pending_payment: { paid: 'pending_shipment', cancelledByMember: 'cancelled', paymentExpired: 'cancelled' },
  // A paid order the operator refunds before or after shipping: the money goes back where it came from.
  pending_shipment: { shipped: 'pending_receipt', refunded: 'refunded' },
  pending_receipt: { received: 'completed', refunded: 'refunded' },
  completed: { refunded: 'refunded' },
  cancelled: {},
  refunded: {},
}

/** The status after `event`, or null when `status` does not allow it. */
export function shopOrderTransition(status: ShopOrderStatus, event: ShopOrderEvent): ShopOrderStatus | null {
  return TABLE[status][event] ?? null
}

/** The "my orders" tabs (spec §2): all, then one per status a member waits on. */
export const SHOP_ORDER_TABS = [
  'all',
  'pending_payment',
  'pending_shipment',
  'pending_receipt',
  'completed',
  'cancelled',
] as const
export type ShopOrderTab = (typeof SHOP_ORDER_TABS)[number]

/**
 * The statuses a tab lists: its own, and under "cancelled" also the orders the operator refunded (the
 * spec's tabs end at cancelled; a refunded order is one that did not go through).
 */
export function statusesOfTab(tab: Exclude<ShopOrderTab, 'all'>): readonly ShopOrderStatus[] {
  return tab === 'cancelled' ? ['cancelled', 'refunded'] : [tab]
}
