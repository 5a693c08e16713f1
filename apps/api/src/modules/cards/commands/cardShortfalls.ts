import { asc, eq } from 'drizzle-orm'
import { formatAmount } from '@vita/shared'
import { defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { postTransfer } from '../../ledger'
import { clubCardOrders } from '../clubOrders'
import { cardRevocations, cards } from '../tables'

const OUTCOMES = ['collected', 'written_off'] as const
type Outcome = (typeof OUTCOMES)[number]
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const listCardShortfallsCommand = defineOpsCommand({
  name: 'card:shortfalls',
  usage: '',
  summary:
    'lists card value members spent before a reorg revoked the card, parked as their debt (resolve with card:resolve-shortfall)',
  options: [],
  audited: false,
  parse: () => ({}),
  async run({ db }) {
    const rows = await db
      .select({ revocation: cardRevocations, cardNumber: cards.number, orderUuid: clubCardOrders.uuid })
      .from(cardRevocations)
      .innerJoin(cards, eq(cards.id, cardRevocations.cardId))
      .innerJoin(clubCardOrders, eq(clubCardOrders.id, cards.orderId))
      .where(eq(cardRevocations.status, 'parked'))
      .orderBy(asc(cardRevocations.id))
    if (rows.length === 0) return { output: 'No parked card shortfalls.' }
    const output = rows
      .map(({ revocation: r, cardNumber, orderUuid }) =>
        [
          r.uuid,
          `member#${r.memberId}`,
          `owes ${formatAmount(r.shortfall)} USDT`,
          `card ${cardNumber} (revoked ${formatAmount(r.revoked)} USDT unspent)`,
          `order ${orderUuid}`,
          `since ${r.createdAt.toISOString()}`,
        ].join('  '),
      )
      .join('\n')
    return { output }
  },
})

export const resolveCardShortfallCommand = defineOpsCommand({
  name: 'card:resolve-shortfall',
  usage: '--id <uuid> --outcome collected|written_off --reason "..."',
  summary:
    "settles a parked card shortfall: collected takes it from the member's USDT balance, written_off books it to operator_adjustments",
  options: ['id', 'outcome', 'reason'],
  audited: true,
  parse(options) {
    const id = textOption(options, 'id', true)
    if (!UUID.test(id)) throw new UsageError('--id must be a shortfall UUID (card:shortfalls)')
    const outcome = textOption(options, 'outcome', true)
    if (!(OUTCOMES as readonly string[]).includes(outcome))
      throw new UsageError(`--outcome must be one of ${OUTCOMES.join(', ')}`)
    return { id: id.toLowerCase(), outcome: outcome as Outcome, reason: textOption(options, 'reason', true) }
  },
  // Only from parked, under the row's lock (the order's transaction mined again clears it as well); a
  // repeat of the same resolution changes nothing.
  async run({ db, operator, now }, { id, outcome, reason }) {
    const [row] = await db.select().from(cardRevocations).where(eq(cardRevocations.uuid, id)).for('update')
    if (!row) throw new Error(`no card shortfall ${id}`)
    const payload = {
      shortfallId: row.uuid,
      memberId: row.memberId,
      amount: formatAmount(row.shortfall),
      outcome,
    }
    if (row.status !== 'parked') {
      if (row.status !== outcome)
        throw new Error(`card shortfall ${id} is ${row.status}, not parked: nothing changed`)
      return {
        output: `Card shortfall ${id} was already ${row.status}; nothing changed`,
        audit: { reason, payload: { ...payload, changed: false } },
      }
    }
    // The member's balance is never pushed below zero: collecting more than they hold is refused
    // (insufficientBalance) and the shortfall stays parked.
    await postTransfer(db, {
      idempotencyKey: `card-shortfall:${row.uuid}:${outcome}`,
      currency: 'USDT',
      type: 'expense',
      amount: row.shortfall,
      from: outcome === 'collected' ? { memberId: row.memberId } : { systemCode: 'operator_adjustments' },
      to: { systemCode: 'card_shortfall_receivable' },
      reference: { type: 'club_card_shortfall', id: row.uuid },
      memo: reason,
    })
    await db
      .update(cardRevocations)
      .set({ status: outcome, resolvedBy: operator, resolvedAt: now() })
      .where(eq(cardRevocations.id, row.id))
    const how = outcome === 'collected' ? `collected from member#${row.memberId}` : 'written off'
    return {
      output: `Card shortfall ${id}: ${formatAmount(row.shortfall)} USDT ${how}`,
      audit: { reason, payload: { ...payload, changed: true } },
    }
  },
})
