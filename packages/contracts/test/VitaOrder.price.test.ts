import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { parseEventLogs, zeroAddress, type Hash } from 'viem'
import { FAR_FUTURE, USDT, deployVita } from '../test-support/fixture'
import { expectedDpineReturned } from '../test-support/poolModel'

const { viem, networkHelpers } = await network.create()
const publicClient = await viem.getPublicClient()
const WINDOW = 1800n
const freshVita = () => deployVita(viem)

/** The dev-chain product after a trading history longer than the window: the average applies. */
async function tradedVita() {
  const vita = await deployVita(viem)
  const [trader] = vita.users
  if (!trader) throw new Error('missing user')
  for (const amount of ['2000', '500', '3000']) {
    await networkHelpers.time.increase(700)
    await vita.pool.write.swapExactIn([true, USDT(amount), 0n, trader.account.address, FAR_FUTURE], {
      account: trader.account,
    })
  }
  await networkHelpers.time.increase(120)
  return vita
}

type Vita = Awaited<ReturnType<typeof tradedVita>>

async function orderPlaced(vita: Vita, hash: Hash) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  assert.equal(receipt.status, 'success')
  const [placed] = parseEventLogs({ abi: vita.order.abi, logs: receipt.logs, eventName: 'OrderPlaced' })
  if (!placed) throw new Error('no OrderPlaced')
  return { ...placed.args, blockNumber: receipt.blockNumber }
}

/** Mines `writes` (sent in order) into one block at `timestamp`; returns their hashes. */
async function oneBlock(timestamp: bigint, writes: (() => Promise<Hash>)[]): Promise<Hash[]> {
  const testClient = await viem.getTestClient()
  await testClient.setAutomine(false)
  const hashes: Hash[] = []
  try {
    for (const write of writes) hashes.push(await write())
    await networkHelpers.time.setNextBlockTimestamp(timestamp)
    await networkHelpers.mine()
  } finally {
    await testClient.setAutomine(true)
  }
  for (const hash of hashes)
    assert.equal((await publicClient.waitForTransactionReceipt({ hash })).status, 'success')
  return hashes
}

describe('VitaOrder order price: the time-weighted average, not the spot price', () => {
  it('a large buy just before placeOrder in the same block moves the DPINE returned by less than 1% (automine off)', async () => {
    const order = (vita: Vita) => () =>
      vita.order.write.placeOrder([USDT('224'), zeroAddress], {
        account: vita.users[1]?.account,
        gas: 500_000n,
      })

    const quiet = await networkHelpers.loadFixture(tradedVita)
    // Both blocks get the same timestamp, so the only difference between them is the buy.
    const at = (await networkHelpers.time.latest()) + 3
    const [placedAlone] = await oneBlock(BigInt(at), [order(quiet)])
    const alone = await orderPlaced(quiet, placedAlone as Hash)

    const pushed = await networkHelpers.loadFixture(tradedVita)
    const spotBefore = await pushed.pool.read.price()
    const buyer = pushed.users[1]
    if (!buyer) throw new Error('missing user')
    const [, placedAfterBuy] = await oneBlock(BigInt(at), [
      () =>
        pushed.pool.write.swapExactIn([true, USDT('50000'), 0n, buyer.account.address, FAR_FUTURE], {
          account: buyer.account,
          gas: 500_000n,
        }),
      order(pushed),
    ])
    const afterBuy = await orderPlaced(pushed, placedAfterBuy as Hash)

    // The buy more than doubled the spot price within the block, which a spot-priced order would
    // have paid out in half the DPINE.
    assert.ok((await pushed.pool.read.price()) > 2n * spotBefore)
    const moveBps = ((alone.dpineReturned - afterBuy.dpineReturned) * 10_000n) / alone.dpineReturned
    assert.ok(moveBps < 100n && moveBps > -100n, `DPINE returned moved ${moveBps} bps`)
    // In fact not at all: a trade's price enters the average only as time passes after it.
    assert.equal(afterBuy.price, alone.price)
    assert.equal(afterBuy.dpineReturned, alone.dpineReturned)
    assert.equal(afterBuy.dpineReturned, expectedDpineReturned(USDT('224'), afterBuy.price))
    const [, isTimeWeighted] = await pushed.accounting.read.currentPriceInfo()
    assert.equal(isTimeWeighted, true)
  })

  it('a buy held for one 3-second block moves the order price by only its share of the window', async () => {
    const vita = await networkHelpers.loadFixture(tradedVita)
    const [buyer, orderer] = vita.users
    if (!buyer || !orderer) throw new Error('missing users')
    const [before] = await vita.accounting.read.currentPriceInfo()
    const spotBefore = await vita.pool.read.price()
    await vita.pool.write.swapExactIn([true, USDT('50000'), 0n, buyer.account.address, FAR_FUTURE], {
      account: buyer.account,
    })
    const spotAfter = await vita.pool.read.price()
    await networkHelpers.time.increase(2)
    const placed = await orderPlaced(
      vita,
      await vita.order.write.placeOrder([USDT('224'), zeroAddress], { account: orderer.account }),
    )
    // 3 s of the pushed price in a 1800 s window (plus the last block's drift of the old average).
    const allowed = ((spotAfter - spotBefore) * 3n) / WINDOW + (spotBefore * 3n) / WINDOW
    assert.ok(placed.price - before <= allowed, `moved ${placed.price - before}, allowed ${allowed}`)
    assert.ok(((placed.price - before) * 10_000n) / before < 100n)
  })

  it('uses the spot price until the pool has a window of history, and says so', async () => {
    const vita = await networkHelpers.loadFixture(freshVita)
    const [alice] = vita.users
    if (!alice) throw new Error('missing user')
    assert.deepEqual(await vita.accounting.read.currentPriceInfo(), [10n ** 16n, false, 1800])
    await vita.pool.write.swapExactIn([true, USDT('10000'), 0n, alice.account.address, FAR_FUTURE], {
      account: alice.account,
    })
    const spot = await vita.pool.read.price()
    const placed = await orderPlaced(
      vita,
      await vita.order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account }),
    )
    assert.equal(placed.price, spot)
    assert.equal(await vita.accounting.read.currentPrice(), spot)
  })
})
