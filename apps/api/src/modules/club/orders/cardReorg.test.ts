import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES, type ShoppingCard } from '@vita/shared'
import { devAccount } from '@vita/contracts'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { indexerCheckpoints } from '../../../platform/indexer/tables'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import { getAccountBalances, postTransfer } from '../../ledger'
import { ledgerViolations } from '../../ledger/ledgerTesting'
import { clubModule } from '../module'
import { activateChainOrder } from './activateChainOrder'
import type { ChainOrderPlaced } from './chainOrderPlaced'
import { insertClubChainTree, PRICE } from './clubChainTesting'
import { unapplyOrders } from './unapplyOrders'
import { cardsModule, createCardService } from '../../cards'
import { cardRevocations, cards } from '../../cards/cardsTesting'
import { clubOrders } from '../tables'

const cardService = createCardService('card-reorg-test-key-card-reorg-test-key-00')
const commands = new Map(
  [...(clubModule.opsCommands ?? []), ...(cardsModule.opsCommands ?? [])].map((command) => [
    command.name,
    command,
  ]),
)
const CHAIN = 31337
const UNIT = 10n ** 18n
const hex = (n: number, bytes = 32) => `0x${n.toString(16).padStart(bytes * 2, '0')}`

/**
 * Issue 28, finding 1: a card waits for its order's finality, a reorg revokes it (a spent part becomes
 * the member's parked debt), and the order mined again is the same row with the same card: one
 * spendable card value per on-chain payment, the ledger balanced throughout. The indexer's effects are
 * driven directly (activateChainOrder, unapplyOrders as the rewind calls them) at chosen blocks.
 */
describe.each(testDatabaseKinds)('shopping cards and chain reorganisations (%s)', (kind) => {
  let database: TestDatabase
  let txs = 0
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertClubChainTree(database)
  })
  afterAll(() => database?.dispose())
  const db = () => database.db
  const now = new Date('2026-03-01T00:00:00Z')

  /** The indexer has checked and applied the chain up to `blockNumber`. */
  const indexedTo = (blockNumber: bigint) =>
    db()
      .insert(indexerCheckpoints)
      .values({ chainId: CHAIN, stream: 'contracts', blockNumber, blockHash: hex(Number(blockNumber)) })
      .onConflictDoUpdate({
        target: [indexerCheckpoints.chainId, indexerCheckpoints.stream],
        set: { blockNumber, blockHash: hex(Number(blockNumber)) },
      })
  const placedBy = (memberId: 3 | 6 | 7, blockNumber: bigint): ChainOrderPlaced => {
    const dev = { 3: 2, 6: 6, 7: 7 }[memberId]
    return {
      chainId: CHAIN,
      txHash: hex(1000 + ++txs),
      logIndex: 1,
      blockNumber,
      blockHash: hex(Number(blockNumber) * 7),
      blockTime: now,
      orderId: BigInt(txs),
      buyer: devAccount(dev).address,
      referrer: devAccount(0).address,
      amount: PRICE,
      dpineReturned: 0n,
      price: UNIT,
      toStaticPool: (PRICE * 15n) / 100n,
      toCentralBank: (PRICE * 80n) / 100n,
      toFeePool: (PRICE * 5n) / 100n,
    }
  }
  const apply = (placed: ChainOrderPlaced, memberId: number) =>
    db().transaction((tx) =>
      activateChainOrder(tx, { placed, memberId, rules: DEFAULT_CLUB_RULES, timeZone: 'Asia/Shanghai' }),
    )
  /** The reorg drops every block above `afterBlock` (what the indexer's rewind does for the club). */
  const reorgAbove = (afterBlock: bigint) =>
    db().transaction((tx) => unapplyOrders(tx, { chainId: CHAIN, afterBlock }))
  const issue = (memberId: number, orderUuid: string, requestKey: string, cardConfirmations = 12) =>
    cardService.issueCard(db(), {
      memberId,
      orderUuid,
      requestKey,
      rules: DEFAULT_CLUB_RULES,
      now,
      cardConfirmations,
    })
  const secretOf = async (memberId: number, card: ShoppingCard) =>
    (await cardService.revealCardSecret(db(), { memberId, cardUuid: card.id, verifyStepUp: async () => {} }))
      .secret
  const spend = async (memberId: number, card: ShoppingCard, amount: bigint, key: string) =>
    cardService.spendFromCard(db(), {
      cardNumber: card.number,
      secret: await secretOf(memberId, card),
      amount,
      idempotencyKey: key,
      reference: { type: 'shop_order', id: key },
      now,
    })
  const system = async (code: 'shopping_cards' | 'card_shortfall_receivable' | 'card_issuance') =>
    (await getAccountBalances(db(), { owner: { systemCode: code } })).find((b) => b.currency === 'USDT')
      ?.balance ?? 0n
  const ordersOf = (memberId: number) =>
    db().select().from(clubOrders).where(eq(clubOrders.memberId, memberId)).orderBy(clubOrders.id)
  const revocationsOf = async (cardUuid: string) => {
    const [card] = await db().select().from(cards).where(eq(cards.uuid, cardUuid))
    return db()
      .select()
      .from(cardRevocations)
      .where(eq(cardRevocations.cardId, card?.id ?? 0))
  }
  /** The card value one on-chain payment is still good for: left on its cards plus spent from them. */
  const spendableValue = async (orderUuid: string) => {
    const rows = await db()
      .select({ card: cards })
      .from(cards)
      .innerJoin(clubOrders, eq(clubOrders.id, cards.orderId))
      .where(eq(clubOrders.uuid, orderUuid))
    return rows.map(({ card }) => (card.revokedAt ? 0n : card.remaining))
  }

  it('refuses a card until the order is final, saying how many blocks are left', async () => {
    await indexedTo(100n)
    const order = await apply(placedBy(3, 100n), 3)
    await expect(issue(3, order.uuid, 'early')).rejects.toMatchObject({
      messageKey: 'cardOrderNotFinal',
      details: { blocksLeft: 11 },
      params: { blocksLeft: '11' },
    })
    const listed = await cardService.listCards(db(), { memberId: 3, now, cardConfirmations: 12 })
    expect(listed.ordersWithoutCard).toEqual([expect.objectContaining({ id: order.uuid, blocksLeft: 11 })])
    await indexedTo(110n)
    await expect(issue(3, order.uuid, 'early')).rejects.toMatchObject({ details: { blocksLeft: 1 } })
    await indexedTo(111n)
    const { card } = await issue(3, order.uuid, 'final')
    expect(card).toMatchObject({ status: 'available', value: PRICE.toString() })
    expect(
      (await cardService.listCards(db(), { memberId: 3, now, cardConfirmations: 12 })).ordersWithoutCard,
    ).toEqual([])
  })

  it('a reorg after the card was generated revokes the unspent card; mined again, the same order gets the same card back', async () => {
    await indexedTo(200n)
    const placed = placedBy(7, 200n)
    const order = await apply(placed, 7)
    await indexedTo(211n)
    const { card } = await issue(7, order.uuid, 'issue-7')
    const cardsBefore = await system('shopping_cards')

    expect(await reorgAbove(199n)).toEqual({ failed: 1 })
    await indexedTo(199n)
    expect(await ordersOf(7)).toEqual([expect.objectContaining({ id: order.id, status: 'reorged' })])
    const [revoked] = (await cardService.listCards(db(), { memberId: 7, now, cardConfirmations: 12 })).cards
    expect(revoked).toMatchObject({ id: card.id, status: 'revoked', remaining: '0' })
    await expect(spend(7, card, UNIT, 'after-revoke')).rejects.toMatchObject({
      messageKey: 'cardUnavailable',
    })
    expect(await system('shopping_cards')).toBe(cardsBefore - PRICE)
    expect(await revocationsOf(card.id)).toEqual([
      expect.objectContaining({ revoked: PRICE, shortfall: 0n, status: 'none' }),
    ])
    expect(await spendableValue(order.uuid)).toEqual([0n])
    expect(await ledgerViolations(db())).toEqual([])

    // The same transaction mined again, two blocks later: the same row, active, and no card until final.
    const again = await apply({ ...placed, blockNumber: 202n, blockHash: hex(9202), logIndex: 4 }, 7)
    expect(again.id).toBe(order.id)
    expect(await ordersOf(7)).toEqual([
      expect.objectContaining({ id: order.id, status: 'active', blockNumber: 202n }),
    ])
    await indexedTo(205n)
    await expect(issue(7, order.uuid, 'reinstate')).rejects.toMatchObject({ details: { blocksLeft: 8 } })
    await indexedTo(213n)
    const { card: back } = await issue(7, order.uuid, 'reinstate')
    expect(back).toMatchObject({
      id: card.id,
      number: card.number,
      status: 'available',
      remaining: PRICE.toString(),
    })
    await expect(issue(7, order.uuid, 'another')).rejects.toMatchObject({
      messageKey: 'cardAlreadyGenerated',
    })
    expect(await spendableValue(order.uuid)).toEqual([PRICE])
    expect(await system('shopping_cards')).toBe(cardsBefore)
    expect(await ledgerViolations(db())).toEqual([])
  })

  it('a reorg after part of the card was spent parks the spent part as the member’s debt; the operator collects it', async () => {
    await indexedTo(300n)
    const order = await apply(placedBy(6, 300n), 6)
    await indexedTo(311n)
    const { card } = await issue(6, order.uuid, 'issue-6')
    await spend(6, card, 100n * UNIT, 'partly')
    const receivableBefore = await system('card_shortfall_receivable')

    await reorgAbove(299n)
    await indexedTo(299n)
    const [parked] = await revocationsOf(card.id)
    expect(parked).toMatchObject({ revoked: PRICE - 100n * UNIT, shortfall: 100n * UNIT, status: 'parked' })
    expect(await system('card_shortfall_receivable')).toBe(receivableBefore - 100n * UNIT)
    await expect(spend(6, card, UNIT, 'after-revoke-6')).rejects.toMatchObject({
      messageKey: 'cardUnavailable',
    })
    await expect(
      cardService.refundToCard(db(), {
        cardNumber: card.number,
        amount: UNIT,
        idempotencyKey: 'refund-revoked',
        reference: { type: 'shop_order', id: 'refund-revoked' },
      }),
    ).rejects.toMatchObject({ messageKey: 'cardRevoked' })
    expect(await ledgerViolations(db())).toEqual([])

    const run = (...argv: string[]) => runOpsCommand({ db: db(), commands, argv, operator: 'alice' })
    expect(await run('card:shortfalls')).toContain(`${parked?.uuid}  member#6  owes 100 USDT`)
    const resolve = [
      'card:resolve-shortfall',
      '--id',
      parked?.uuid ?? '',
      '--outcome',
      'collected',
      '--reason',
      'r',
    ]
    // The member holds nothing yet: never pushed below zero, the debt stays parked.
    await expect(run(...resolve)).rejects.toMatchObject({ messageKey: 'insufficientBalance' })
    await postTransfer(db(), {
      idempotencyKey: 'deposit-6',
      currency: 'USDT',
      type: 'income',
      amount: 150n * UNIT,
      from: { systemCode: 'chain_deposits' },
      to: { memberId: 6 },
    })
    expect(await run(...resolve)).toContain('100 USDT collected from member#6')
    expect((await revocationsOf(card.id))[0]).toMatchObject({ status: 'collected', resolvedBy: 'alice' })
    expect(await system('card_shortfall_receivable')).toBe(receivableBefore)
    expect(await run('card:shortfalls')).toBe('No parked card shortfalls.')
    expect(await ledgerViolations(db())).toEqual([])
  })

  it('a fully spent card whose order is reorged and mined again: the parked debt is cleared, nothing more to spend', async () => {
    await indexedTo(400n)
    const placed = placedBy(6, 400n)
    const order = await apply(placed, 6)
    await indexedTo(411n)
    const { card } = await issue(6, order.uuid, 'issue-6b')
    await spend(6, card, PRICE, 'all')
    const receivableBefore = await system('card_shortfall_receivable')

    await reorgAbove(399n)
    await indexedTo(399n)
    expect(await revocationsOf(card.id)).toEqual([
      expect.objectContaining({ revoked: 0n, shortfall: PRICE, status: 'parked' }),
    ])
    expect(await system('card_shortfall_receivable')).toBe(receivableBefore - PRICE)

    const again = await apply({ ...placed, blockNumber: 401n, blockHash: hex(9401) }, 6)
    expect(again.id).toBe(order.id)
    expect((await ordersOf(6)).filter((row) => row.txHash === placed.txHash)).toHaveLength(1)
    await indexedTo(412n)
    const { card: back } = await issue(6, order.uuid, 'reinstate-6b')
    expect(back).toMatchObject({ id: card.id, status: 'used', remaining: '0' })
    expect(await revocationsOf(card.id)).toEqual([expect.objectContaining({ status: 'remined' })])
    expect(await system('card_shortfall_receivable')).toBe(receivableBefore)
    expect(await spendableValue(order.uuid)).toEqual([0n])
    expect(await ledgerViolations(db())).toEqual([])
    expect(await db().select().from(cards).where(eq(cards.orderId, order.id))).toHaveLength(1)
  })
})
