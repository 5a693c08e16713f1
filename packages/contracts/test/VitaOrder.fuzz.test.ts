import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, parseEventLogs, zeroAddress, type Address } from 'viem'
import { USDT, deployVita } from '../test-support/fixture'
import { expectedDpineReturned } from '../test-support/poolModel'
import { fuzzSeed, randomAmount, withSeed } from '../test-support/random'
import { expectedOrderOutcome, type OrderOutcome } from '../test-support/orderRulesModel'

const { viem, networkHelpers } = await network.create()
const vitaFixture = () => deployVita(viem)
const RUNS = 40
const PRICE = USDT('224')

describe('VitaOrder fuzz', () => {
  it(`splits sum to the amount and DPINE returned is 15% of value / order price (spot, then the average) over ${RUNS} orders at random owner-set prices`, async () => {
    const { order, usdt, dpine, pool, accounting, users, staticPool, centralBank, feePool, publicClient } =
      await networkHelpers.loadFixture(vitaFixture)
    const modes = new Set<string>()
    const vaults = [staticPool.address, centralBank.address, feePool.address]
    const vaultBalances = () => Promise.all(vaults.map((vault) => usdt.read.balanceOf([vault])))

    const ordersPlaced = new Map<Address, number>()
    await withSeed(fuzzSeed(0x0bde_2026), async (random) => {
      for (let i = 0; i < RUNS; i++) {
        // Any wallet with orders left (4 each): 19 wallets hold more than RUNS orders.
        const open = users.filter((user) => (ordersPlaced.get(user.account.address) ?? 0) < 4)
        const buyer = open[Math.floor(random() * open.length)]
        if (!buyer) throw new Error('no buyer')
        ordersPlaced.set(buyer.account.address, (ordersPlaced.get(buyer.account.address) ?? 0) + 1)
        // Random ratios summing to 10000, including zero shares.
        const first = Math.floor(random() * 10001)
        const second = Math.floor(random() * (10001 - first))
        const ratios = [first, second, 10000 - first - second] as const
        await order.write.setSplitRatios([...ratios])
        // Random prices: move the pool with a donation now and then.
        if (random() < 0.3)
          await pool.write.donateUsdt([randomAmount(random, 1n, USDT('5000'))], { account: buyer.account })

        // The amount an order pays is the owner-set price, so random amounts come through it.
        const amount = randomAmount(random, USDT('224'), USDT('20000'))
        await order.write.setOrderPrice([amount])
        const [toStatic, toCentral, toFee] = await order.read.splitAmount([amount])
        assert.equal(toStatic + toCentral + toFee, amount, `split sum, order ${i}`)
        assert.equal(toStatic, (amount * BigInt(ratios[0])) / 10000n, `static share, order ${i}`)
        assert.equal(toCentral, (amount * BigInt(ratios[1])) / 10000n, `central share, order ${i}`)

        // Now and then let time pass so the order price switches from spot to the 30-minute average.
        if (random() < 0.2) await networkHelpers.time.increase(600)
        const vaultsBefore = await vaultBalances()
        const dpineBefore = await dpine.read.balanceOf([buyer.account.address])
        const hash = await order.write.placeOrder([amount, zeroAddress], { account: buyer.account })
        const receipt = await publicClient.waitForTransactionReceipt({ hash })
        // An order changes no reserve, so the order price at the end of its block is the one it paid.
        const [price, isTimeWeighted] = await accounting.read.currentPriceInfo({
          blockNumber: receipt.blockNumber,
        })
        modes.add(isTimeWeighted ? 'twap' : 'spot')
        const [placed] = parseEventLogs({ abi: order.abi, logs: receipt.logs, eventName: 'OrderPlaced' })
        assert.equal(placed?.args.price, price, `order price, order ${i}`)
        const vaultsAfter = await vaultBalances()
        const received = vaultsAfter.map((after, v) => after - (vaultsBefore[v] ?? 0n))
        assert.deepEqual(received, [toStatic, toCentral, toFee], `vault deltas, order ${i}`)
        const dpineReceived = (await dpine.read.balanceOf([buyer.account.address])) - dpineBefore
        assert.equal(dpineReceived, expectedDpineReturned(amount, price), `dpine returned, order ${i}`)
      }
    })
    assert.deepEqual([...modes].sort(), ['spot', 'twap'], `both price modes exercised: ${[...modes]}`)
  })

  it(`placeOrder over random amounts and order counts matches the rules model (exact price, 4 per wallet, referrer once) over ${RUNS * 2} attempts`, async () => {
    const { order, users } = await networkHelpers.loadFixture(vitaFixture)
    // Five wallets and 80 attempts: each wallet meets its limit.
    const wallets = users.slice(0, 5)
    const referrers: Address[] = [zeroAddress, ...users.slice(5, 8).map((user) => user.account.address)]
    const model = new Map<Address, { orders: number; referrer: Address }>()
    const seen = new Set<OrderOutcome>()
    let ignoredReferrers = 0

    await withSeed(fuzzSeed(0x0de2_2026), async (random) => {
      for (let i = 0; i < RUNS * 2; i++) {
        const wallet = wallets[Math.floor(random() * wallets.length)]
        const referrer = referrers[Math.floor(random() * referrers.length)] ?? zeroAddress
        if (!wallet) throw new Error('no wallet')
        const buyer = getAddress(wallet.account.address)
        const kind = random()
        const amount =
          kind < 0.2
            ? randomAmount(random, 0n, PRICE - 1n)
            : kind < 0.4
              ? randomAmount(random, PRICE + 1n, USDT('1000000'))
              : PRICE
        const before = model.get(buyer) ?? { orders: 0, referrer: zeroAddress }
        const outcome = expectedOrderOutcome({ amount, price: PRICE, orders: before.orders, limit: 4 })
        seen.add(outcome)
        const write = order.write.placeOrder([amount, referrer], { account: wallet.account })
        const step = `attempt ${i}: ${buyer} pays ${amount} (${before.orders} orders before)`
        if (outcome === 'belowPrice')
          await viem.assertions.revertWithCustomErrorWithArgs(write, order, 'OrderBelowMinimum', [
            amount,
            PRICE,
          ])
        else if (outcome === 'notPrice')
          await viem.assertions.revertWithCustomErrorWithArgs(write, order, 'OrderAmountNotPrice', [
            amount,
            PRICE,
          ])
        else if (outcome === 'limitReached')
          await viem.assertions.revertWithCustomErrorWithArgs(write, order, 'OrderLimitReached', [buyer, 4n])
        else {
          await write
          if (before.orders > 0 && referrer !== before.referrer) ignoredReferrers += 1
          model.set(buyer, {
            orders: before.orders + 1,
            referrer: before.orders === 0 ? referrer : before.referrer,
          })
        }
        const after = model.get(buyer) ?? before
        assert.equal(await order.read.ordersOf([buyer]), BigInt(after.orders), `${step}: orders`)
        assert.equal(await order.read.referrerOf([buyer]), getAddress(after.referrer), `${step}: referrer`)
      }
      const placed = [...model.values()].reduce((sum, wallet) => sum + wallet.orders, 0)
      assert.equal(await order.read.orderCount(), BigInt(placed), 'order count')
    })
    assert.deepEqual(
      [...seen].sort(),
      ['belowPrice', 'limitReached', 'notPrice', 'placed'],
      `every outcome exercised: ${[...seen]}`,
    )
    assert.ok(ignoredReferrers > 0, 'a later order passed a differing referrer')
  })
})
