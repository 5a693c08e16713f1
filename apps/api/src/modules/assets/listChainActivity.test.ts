import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainActivity, ChainActivityPage } from '@vita/shared'
import { body, createTestApp, TEST_CHAIN_ID, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { signUpMember, type TestMember, UNIT } from './assetsTesting'

// Tests seed the other modules' rows as their indexers and checkouts leave them (tests are not scanned).
const T1 = '2025-03-01T10:00:00.000Z'
const T2 = '2025-03-01T09:00:00.000Z'
let logs = 0
const txHash = () => `0x${(++logs).toString(16).padStart(64, '0')}`

describe.each(testDatabaseKinds)('the wallet activity of the bill log (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember

  const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query)
  const trade = (
    trader: string,
    at: string,
    side: 'buy' | 'sell',
    block: number,
    logIndex: number,
    hash = txHash(),
  ) =>
    exec(sql`insert into trades (chain_id, tx_hash, log_index, block_number, block_hash, block_time, trader, side,
      usdt_amount, dpine_amount, price, fee, reserve_usdt, reserve_dpine)
      values (${TEST_CHAIN_ID}, ${hash}, ${logIndex}, ${block}, ${'0xb' + block}, ${at}::timestamptz, ${trader}, ${side},
        ${(10n * UNIT).toString()}, ${(3n * UNIT).toString()}, 1, 0, 1, 1)`)
  const clubOrder = (member: TestMember, at: string, hash: string | null) =>
    exec(sql`insert into club_orders (member_id, status, amount, shares, tx_hash, created_at)
      values (${member.id}, 'active', ${(224n * UNIT).toString()}, 1, ${hash}, ${at}::timestamptz)`)
  const deposit = (member: TestMember, at: string, block: number) =>
    exec(sql`insert into deposits (chain_id, tx_hash, log_index, block_number, block_hash, block_time, depositor,
      currency, amount, status) values (${TEST_CHAIN_ID}, ${txHash()}, 0, ${block}, ${'0xd' + block},
      ${at}::timestamptz, ${member.address}, 'USDT', ${(5n * UNIT).toString()}, 'pending')`)
  const shopOrder = (member: TestMember, at: string | null, card: bigint) =>
    exec(sql`insert into shop_orders (order_no, member_id, status, items_total, shipping_fee, discount, total,
      delivery_method, address, request_key, request_hash, card_amount, balance_amount, pay_by, paid_at)
      values (${String(++logs)}, ${member.id}, ${at ? 'pending_shipment' : 'pending_payment'}, ${(card + UNIT).toString()},
        0, 0, ${(card + UNIT).toString()}, 'standard', '{}'::jsonb, ${crypto.randomUUID()}, 'h', ${card.toString()},
        ${UNIT.toString()}, now(), ${at}::timestamptz)`)

  const page = async (member: TestMember, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/app/assets/chain-activity${query}`,
      headers: member.auth,
    })
    expect(response.statusCode).toBe(200)
    return body<ChainActivityPage>(response).data
  }
  const everything = async (member: TestMember, limit: number) => {
    const items: ChainActivity[] = []
    let cursor: string | null = null
    do {
      const next: ChainActivityPage = await page(
        member,
        `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      )
      expect(next.items.length).toBeLessThanOrEqual(limit)
      items.push(...next.items)
      cursor = next.nextCursor
    } while (cursor)
    return items
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    // Alice: a buy, a sell and a sale (order contract) in one block at T1, club orders at T1 (microseconds
    // apart inside one millisecond), a deposit and a card payment at T1, more of each at T2.
    await trade(alice.address, T1, 'buy', 10, 1)
    await trade(alice.address, T1, 'sell', 10, 2)
    const saleTx = txHash()
    await trade(alice.address, T1, 'sell', 10, 3, saleTx)
    await exec(sql`insert into dpine_sales (chain_id, tx_hash, log_index, block_number, block_hash, block_time,
      seller, dpine_in, usdt_out, returned_to_pool) values (${TEST_CHAIN_ID}, ${saleTx}, 4, 10, '0xb10',
      ${T1}::timestamptz, ${alice.address}, ${(3n * UNIT).toString()}, ${(9n * UNIT).toString()}, ${UNIT.toString()})`)
    await clubOrder(alice, '2025-03-01T10:00:00.000100Z', txHash())
    await clubOrder(alice, '2025-03-01T10:00:00.000900Z', null)
    await deposit(alice, T1, 11)
    await shopOrder(alice, '2025-03-01T10:00:00.000500Z', 2n * UNIT)
    await trade(alice.address, T2, 'buy', 5, 0)
    await clubOrder(alice, T2, txHash())
    await deposit(alice, T2, 6)
    await shopOrder(alice, T2, 3n * UNIT)
    // Not card payments: unpaid, or paid from the balance alone.
    await shopOrder(alice, null, 2n * UNIT)
    await shopOrder(alice, T2, 0n)
    // Bob's rows at the same times.
    await trade(bob.address, T1, 'buy', 10, 5)
    await clubOrder(bob, T1, txHash())
    await deposit(bob, T1, 12)
    await shopOrder(bob, T1, UNIT)
  })
  afterAll(() => t.close())

  it('answers 401 without a session and refuses a malformed cursor with a reason', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/app/assets/chain-activity' })
    expect(anonymous.statusCode).toBe(401)
    for (const cursor of ['x', '1_trade_5', '1_deposit_5.1', '1_swap_5', `1_deposit_${2n ** 63n}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/app/assets/chain-activity?cursor=${cursor}`,
        headers: alice.auth,
      })
      expect(response.statusCode, cursor).toBe(400)
      expect(body(response), cursor).toMatchObject({ code: 7, data: { reason: 'invalidParams' } })
    }
  })

  it("lists only the member's own activity, newest first, each with its amount, status and tx", async () => {
    const { items, nextCursor } = await page(alice, '?limit=100')
    expect(nextCursor).toBeNull()
    expect(items.map((item) => item.kind)).toEqual([
      ...['sale', 'swap', 'swap', 'clubOrder', 'clubOrder', 'deposit', 'cardPayment'],
      ...['swap', 'clubOrder', 'deposit', 'cardPayment'],
    ])
    const times = items.map((item) => Date.parse(item.occurredAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(items.filter((item) => item.txHash !== null)).toHaveLength(8)
    expect(items[1]).toMatchObject({ kind: 'swap', side: 'sell', paid: { currency: 'DPINE' } })
    expect(items[2]).toMatchObject({ kind: 'swap', side: 'buy', paid: { currency: 'USDT' } })
    expect(items[0]).toMatchObject({
      kind: 'sale',
      paid: { amount: (3n * UNIT).toString(), currency: 'DPINE' },
      received: { amount: (9n * UNIT).toString(), currency: 'USDT' },
    })
    expect(items.find((item) => item.kind === 'cardPayment')).toMatchObject({
      status: 'pending_shipment',
      paid: { amount: (2n * UNIT).toString(), currency: 'USDT' },
      txHash: null,
    })
    expect(items.find((item) => item.kind === 'deposit')).toMatchObject({ status: 'pending' })
    const bobs = await page(bob, '?limit=100')
    expect(bobs.items.map((item) => item.kind)).toEqual(['swap', 'clubOrder', 'deposit', 'cardPayment'])
    expect(bobs.items.some((item) => items.some((own) => own.id === item.id))).toBe(false)
  })

  it('pages neither skip nor repeat rows, also across sources with equal times', async () => {
    const all = (await page(alice, '?limit=100')).items.map((item) => item.id)
    for (const limit of [1, 2, 3, 4, 5]) {
      expect(
        (await everything(alice, limit)).map((item) => item.id),
        `limit ${limit}`,
      ).toEqual(all)
    }
  })
})
