import { describe, expect, it } from 'vitest'
import {
  ORDER_EVENTS,
  ORDER_STATUSES,
  transition,
  transitionOrThrow,
  type OrderEvent,
  type OrderStatus,
} from './orderStatus'

// The full table, written out independently of the implementation: every pair not listed is refused.
const allowed: Record<string, OrderStatus> = {
  'pending+txSubmitted': 'pending_verification',
  'pending+confirmed': 'active',
  'pending+cancelledByMember': 'cancelled',
  'pending+expiredUnsent': 'cancelled',
  'pending_verification+confirmed': 'active',
  'pending_verification+reverted': 'failed',
  'pending_verification+dropped': 'failed',
  'active+staticCapReached': 'completed',
  'active+reorged': 'reorged',
  'completed+dynamicCapReached': 'exited',
  // Its transaction mined again after the reorg: the same order stands again.
  'reorged+confirmed': 'active',
}
const finals: OrderStatus[] = ['exited', 'failed', 'cancelled']

describe('order state machine (club-rules §1)', () => {
  const pairs = ORDER_STATUSES.flatMap((status) => ORDER_EVENTS.map((event) => [status, event] as const))

  it('covers all 8 statuses × 9 events', () => {
    expect(pairs).toHaveLength(72)
  })

  it.each(pairs)('%s + %s follows the table', (status: OrderStatus, event: OrderEvent) => {
    const expected = allowed[`${status}+${event}`]
    const result = transition(status, event)
    if (expected !== undefined) expect(result).toEqual({ ok: true, status: expected })
    else
      expect(result).toEqual({
        ok: false,
        refusal: { kind: finals.includes(status) ? 'finalStatus' : 'notAllowed', status, event },
      })
  })

  it('walks the whole happy path to exited', () => {
    const path: OrderEvent[] = ['txSubmitted', 'confirmed', 'staticCapReached', 'dynamicCapReached']
    expect(path.reduce<OrderStatus>(transitionOrThrow, 'pending')).toBe('exited')
  })

  it('refuses cancelling an order whose transaction was already sent', () => {
    expect(() => transitionOrThrow('pending_verification', 'cancelledByMember')).toThrow(/notAllowed/)
  })

  it('keeps an order whose dynamic cap is used up first active (it still earns static)', () => {
    expect(transition('active', 'dynamicCapReached').ok).toBe(false)
  })
})
