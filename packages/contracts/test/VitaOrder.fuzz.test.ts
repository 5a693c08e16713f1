import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { parseEventLogs, zeroAddress } from 'viem'
import { USDT, deployVita } from '../test-support/fixture'
import { expectedDpineReturned } from '../test-support/poolModel'
import { fuzzSeed, randomAmount, withSeed } from '../test-support/random'

const { viem, networkHelpers } = await network.create()
const vitaFixture = () => deployVita(viem)
const RUNS = 40

describe('VitaOrder fuzz', () => {
  it(`splits sum to the amount and DPINE returned is 15% of value / order price (spot, then the average) over ${RUNS} orders`, async () => {
    const { order, usdt, dpine, pool, accounting, users, staticPool, centralBank, feePool, publicClient } =
      await networkHelpers.loadFixture(vitaFixture)
    const modes = new Set<string>()
    const vaults = [staticPool.address, centralBank.address, feePool.address]
    const vaultBalances = () => Promise.all(vaults.map((vault) => usdt.read.balanceOf([vault])))

    await withSeed(fuzzSeed(0x0bde_2026), async (random) => {
      for (let i = 0; i < RUNS; i++) {
        const buyer = users[Math.floor(random() * users.length)]
        if (!buyer) throw new Error('no buyer')
        // Random ratios summing to 10000, including zero shares.
        const first = Math.floor(random() * 10001)
        const second = Math.floor(random() * (10001 - first))
        const ratios = [first, second, 10000 - first - second] as const
        await order.write.setSplitRatios([...ratios])
        // Random prices: move the pool with a donation now and then.
        if (random() < 0.3)
          await pool.write.donateUsdt([randomAmount(random, 1n, USDT('5000'))], { account: buyer.account })

        const amount = randomAmount(random, USDT('224'), USDT('20000'))
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
})
