import { seedFrom } from '@vita/shared/prng'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { DomainError } from '../../platform/http/domainError'
import type { Db } from '../../platform/db/client'
import { ensureSystemAccounts } from './ensureAccount'
import { ledgerAccounts } from './tables'
import { createRandom, ledgerSnapshot, ledgerViolations, type Random } from './ledgerTesting'
import { postPendingTransfer } from './postPendingTransfer'
import { postTransfer, type PostTransferParameters } from './postTransfer'
import { reserveTransfer } from './reserveTransfer'
import { reverseTransfer } from './reverseTransfer'
import { systemAccountsAllowedNegative } from './systemAccounts'
import type { AccountOwner, BillType, Currency, TransferResult } from './types'
import { voidPendingTransfer } from './voidPendingTransfer'

/**
 * Model-based test: random sequences of credits, spends, member transfers, withdrawal reserve/post/void,
 * reversals and replays run against the ledger and against a plain in-memory model. After every step the
 * database must agree with the model and satisfy the ledger's invariants (ledgerViolations), and a replay
 * must change nothing at all. Reproduce a failure with the printed LEDGER_SEED.
 */
const SEED = seedFrom('LEDGER_SEED', 20_261_121)
const STEPS = Number(process.env.LEDGER_STEPS ?? 400)

const MEMBERS = [1, 2, 3, 4]
const ownerKey = (owner: AccountOwner, currency: Currency) =>
  'memberId' in owner ? `member:${owner.memberId}:${currency}` : `system:${owner.systemCode}:${currency}`

type Request =
  | { op: 'post' | 'reserve'; parameters: PostTransferParameters }
  | { op: 'reverse'; parameters: { transferId: number; idempotencyKey: string } }
type Issued = { request: Request; result: TransferResult }
type Known = {
  id: number
  from: AccountOwner
  to: AccountOwner
  currency: Currency
  amount: bigint
  status: string
  reversible: boolean
}

class Model {
  balances = new Map<string, bigint>()
  pending = new Map<string, bigint>()
  transfers = new Map<number, Known>()
  issued: Issued[] = []
  balance = (key: string) => this.balances.get(key) ?? 0n
  reserved = (key: string) => this.pending.get(key) ?? 0n
  available(owner: AccountOwner, currency: Currency): bigint | null {
    if ('systemCode' in owner && systemAccountsAllowedNegative.has(owner.systemCode)) return null
    const key = ownerKey(owner, currency)
    return this.balance(key) - this.reserved(key)
  }
  canDebit = (owner: AccountOwner, currency: Currency, amount: bigint) => {
    const available = this.available(owner, currency)
    return available === null || available >= amount
  }
  move(from: AccountOwner, to: AccountOwner, currency: Currency, amount: bigint) {
    const f = ownerKey(from, currency)
    const t = ownerKey(to, currency)
    this.balances.set(f, this.balance(f) - amount)
    this.balances.set(t, this.balance(t) + amount)
  }
  reserve(owner: AccountOwner, currency: Currency, delta: bigint) {
    const key = ownerKey(owner, currency)
    this.pending.set(key, this.reserved(key) + delta)
  }
}

function chooseAmount(random: Random, available: bigint | null): bigint {
  const roll = random.next()
  if (available !== null && available > 0n && roll < 0.25) return available
  if (available !== null && roll < 0.4) return available + 1n
  const base = BigInt(1 + random.int(500))
  return random.next() < 0.2 ? base * 10n ** 18n : base
}

async function outcome<T>(promise: Promise<T>): Promise<{ ok: T } | { error: string }> {
  try {
    return { ok: await promise }
  } catch (error) {
    if (error instanceof DomainError) return { error: error.messageKey }
    throw error
  }
}

async function assertMatchesModel(db: Db, model: Model) {
  const rows = await db.select().from(ledgerAccounts)
  for (const row of rows) {
    const owner: AccountOwner =
      row.memberId !== null ? { memberId: row.memberId } : { systemCode: row.systemCode ?? 'fee_pool' }
    const key = ownerKey(owner, row.currency)
    expect({ key, balance: row.balance, pending: row.pendingDebits }).toEqual({
      key,
      balance: model.balance(key),
      pending: model.reserved(key),
    })
  }
  expect(await ledgerViolations(db)).toEqual([])
}

/**
 * How postings reach the database: through the root handle (batched with whatever else is posted at
 * that moment) or inside a caller's transaction (one statement of that transaction).
 */
type PostMode = 'batched' | 'in a transaction'
let postMode: PostMode = 'batched'
const post = (db: Db, parameters: PostTransferParameters) =>
  postMode === 'batched' ? postTransfer(db, parameters) : db.transaction((tx) => postTransfer(tx, parameters))

async function runStep(db: Db, model: Model, random: Random, step: number): Promise<string> {
  const currency = random.pick<Currency>(['USDT', 'DPINE'])
  const member = () => ({ memberId: random.pick(MEMBERS) })
  const kind = random.pick([
    'deposit',
    'deposit',
    'fundPool',
    'payout',
    'spend',
    'spend',
    'transfer',
    'transfer',
    'fee',
    'reserve',
    'reserve',
    'post',
    'void',
    'reverse',
    'replay',
    'replay',
    'mismatch',
    'reresolve',
  ] as const)
  const key = `k${step}`

  const posting = async (type: BillType, from: AccountOwner, to: AccountOwner, op: 'post' | 'reserve') => {
    if (JSON.stringify(from) === JSON.stringify(to)) return `${kind}: skipped (same account)`
    const amount = chooseAmount(random, model.available(from, currency))
    const parameters: PostTransferParameters = {
      idempotencyKey: key,
      currency,
      type,
      amount,
      from,
      to,
      reference: { type: 'model', id: key },
    }
    const result = await outcome(op === 'post' ? post(db, parameters) : reserveTransfer(db, parameters))
    if (!model.canDebit(from, currency, amount)) {
      expect(result).toEqual({ error: 'insufficientBalance' })
      return `${kind} ${amount} refused`
    }
    if (!('ok' in result)) throw new Error(`${kind} ${amount} failed: ${result.error}`)
    expect(result.ok.replayed).toBe(false)
    if (op === 'post') model.move(from, to, currency, amount)
    else model.reserve(from, currency, amount)
    model.transfers.set(result.ok.transfer.id, {
      id: result.ok.transfer.id,
      from,
      to,
      currency,
      amount,
      status: result.ok.transfer.status,
      reversible: op === 'post',
    })
    model.issued.push({ request: { op, parameters }, result: result.ok })
    return `${kind} ${amount} ok`
  }
  const replay = async (request: Request) => {
    if (request.op === 'reverse') return reverseTransfer(db, request.parameters)
    return request.op === 'post' ? post(db, request.parameters) : reserveTransfer(db, request.parameters)
  }
  const pendingTransfers = [...model.transfers.values()].filter((t) => t.status === 'pending')
  const resolvedTransfers = [...model.transfers.values()].filter(
    (t) => t.status !== 'posted' && t.status !== 'pending',
  )

  switch (kind) {
    case 'deposit':
      return posting('income', { systemCode: 'chain_deposits' }, member(), 'post')
    case 'fundPool':
      return posting(
        'income',
        { systemCode: 'operator_adjustments' },
        { systemCode: 'static_dividend_pool' },
        'post',
      )
    case 'payout':
      return posting('static_earnings', { systemCode: 'static_dividend_pool' }, member(), 'post')
    case 'spend':
      return posting('shopping_expense', member(), { systemCode: 'shop_revenue' }, 'post')
    case 'transfer':
      return posting('transfer', member(), member(), 'post')
    case 'fee':
      return posting('service_fee', member(), { systemCode: 'fee_pool' }, 'post')
    case 'reserve':
      return posting('withdraw', member(), { systemCode: 'withdrawal_clearing' }, 'reserve')
    case 'post':
    case 'void': {
      if (pendingTransfers.length === 0) return `${kind}: nothing pending`
      const target = random.pick(pendingTransfers)
      const result =
        kind === 'post'
          ? await postPendingTransfer(db, { transferId: target.id })
          : await voidPendingTransfer(db, { transferId: target.id })
      expect(result.replayed).toBe(false)
      model.reserve(target.from, target.currency, -target.amount)
      if (kind === 'post') model.move(target.from, target.to, target.currency, target.amount)
      target.status = kind === 'post' ? 'posted' : 'voided'
      target.reversible = kind === 'post'
      return `${kind} #${target.id}`
    }
    case 'reverse': {
      const candidates = [...model.transfers.values()].filter((t) => t.status === 'posted' && t.reversible)
      if (candidates.length === 0) return 'reverse: nothing reversible'
      const target = random.pick(candidates)
      const parameters = { transferId: target.id, idempotencyKey: key }
      const result = await outcome(reverseTransfer(db, parameters))
      if (!model.canDebit(target.to, target.currency, target.amount)) {
        expect(result).toEqual({ error: 'insufficientBalance' })
        return `reverse #${target.id} refused`
      }
      if (!('ok' in result)) throw new Error(`reverse failed: ${result.error}`)
      model.move(target.to, target.from, target.currency, target.amount)
      target.reversible = false
      model.transfers.set(result.ok.transfer.id, {
        ...target,
        id: result.ok.transfer.id,
        from: target.to,
        to: target.from,
        reversible: false,
      })
      model.issued.push({ request: { op: 'reverse', parameters }, result: result.ok })
      return `reverse #${target.id}`
    }
    case 'replay':
    case 'mismatch': {
      if (model.issued.length === 0) return `${kind}: nothing issued`
      const original = random.pick(model.issued)
      const before = await ledgerSnapshot(db)
      if (kind === 'replay') {
        const again = await replay(original.request)
        const current = model.transfers.get(original.result.transfer.id)
        // The answer is the original transfer as it stands now (a reservation may have been resolved since).
        expect(again.replayed).toBe(true)
        expect(again.transfer).toMatchObject({
          ...original.result.transfer,
          status: current?.status,
          resolvedAt: again.transfer.resolvedAt,
        })
      } else {
        const request = original.request
        const changed: Request =
          request.op === 'reverse'
            ? {
                op: 'reverse',
                parameters: { ...request.parameters, transferId: request.parameters.transferId + 1 },
              }
            : {
                op: request.op,
                parameters: { ...request.parameters, amount: request.parameters.amount + 1n },
              }
        const result = await outcome(replay(changed))
        // Pointing a reversal key at another transfer may hit an unreversible one first; either way: refused.
        expect(['idempotencyMismatch', 'transferNotReversible', 'notFound']).toContain(
          'error' in result ? result.error : 'accepted',
        )
      }
      expect(await ledgerSnapshot(db)).toEqual(before)
      return `${kind} ${original.request.parameters.idempotencyKey}`
    }
    case 'reresolve': {
      if (resolvedTransfers.length === 0) return 'reresolve: nothing resolved'
      const target = random.pick(
        resolvedTransfers.concat(
          [...model.transfers.values()].filter((t) => t.status === 'posted' && !t.reversible),
        ),
      )
      const before = await ledgerSnapshot(db)
      const post = await outcome(postPendingTransfer(db, { transferId: target.id }))
      const voided = await outcome(voidPendingTransfer(db, { transferId: target.id }))
      expect(['ok' in post, 'ok' in voided]).toEqual([target.status === 'posted', target.status === 'voided'])
      expect(await ledgerSnapshot(db)).toEqual(before)
      return `reresolve #${target.id}`
    }
  }
}

const cases = testDatabaseKinds.flatMap((kind) =>
  (['batched', 'in a transaction'] as const).map((mode) => [kind, mode] as const),
)

describe.each(cases)(`ledger model (LEDGER_SEED=${SEED}) on %s, postings %s`, (kind, mode) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1, 100))
    await ensureSystemAccounts(database.db)
  })
  afterAll(() => database.dispose())

  it(`agrees with the model and keeps every invariant over ${STEPS} random steps`, async () => {
    postMode = mode
    const random = createRandom(SEED)
    const model = new Model()
    const log: string[] = []
    for (let step = 0; step < STEPS; step++) {
      try {
        log.push(await runStep(database.db, model, random, step))
        await assertMatchesModel(database.db, model)
      } catch (error) {
        const recent = log.slice(-8).join('\n  ')
        throw new Error(
          `ledger model failed at step ${step} — reproduce with LEDGER_SEED=${SEED}\n  ${recent}`,
          { cause: error },
        )
      }
    }
    const counts = log.reduce<Record<string, number>>((acc, line) => {
      const word = line.includes('refused') ? 'refused' : (line.split(' ')[0] ?? '')
      acc[word] = (acc[word] ?? 0) + 1
      return acc
    }, {})
    // The run must actually exercise the interesting paths.
    for (const word of [
      'deposit',
      'spend',
      'reserve',
      'post',
      'void',
      'reverse',
      'replay',
      'mismatch',
      'refused',
    ]) {
      expect(counts[word] ?? 0, `${word} steps`).toBeGreaterThan(0)
    }
  }, 180_000)
})
