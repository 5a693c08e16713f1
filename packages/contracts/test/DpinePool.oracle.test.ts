import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { maxUint256, type Hash } from 'viem'
import { DPINE, FAR_FUTURE, POOL_DPINE, POOL_USDT, USDT, deployTokens } from '../test-support/fixture'
import {
  OBSERVATION_CAPACITY,
  OBSERVATION_INTERVAL,
  PriceOracleModel,
  exactMean,
} from '../test-support/priceOracleModel'
import { fuzzSeed, randomAmount, withSeed } from '../test-support/random'

const { viem, networkHelpers } = await network.create()
const publicClient = await viem.getPublicClient()
const WINDOW = 1800n
const E18 = 10n ** 18n

/** A pool at 0.01 USDT/DPINE; the trader may buy and, as the stand-in sell router, sell. */
async function oraclePool() {
  const tokens = await deployTokens(viem)
  const { owner, users, usdt, dpine, pool } = tokens
  const trader = users[0]
  if (!trader) throw new Error('missing trader')
  await usdt.write.mint([owner.account.address, POOL_USDT * 10n])
  await usdt.write.approve([pool.address, maxUint256])
  await dpine.write.approve([pool.address, maxUint256])
  await usdt.write.mint([trader.account.address, USDT('100000000')])
  await dpine.write.transfer([trader.account.address, DPINE('500000000')])
  await usdt.write.approve([pool.address, maxUint256], { account: trader.account })
  await dpine.write.approve([pool.address, maxUint256], { account: trader.account })
  await pool.write.setSellRouter([trader.account.address])
  const added = await pool.write.addLiquidity([POOL_USDT, POOL_DPINE])
  return { ...tokens, trader, addedAt: await timestampOf(added) }
}

async function timestampOf(hash: Hash): Promise<bigint> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`${hash} reverted`)
  return (await publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp
}

/** Views run at the latest block's timestamp. */
const latestTimestamp = async (): Promise<bigint> => (await publicClient.getBlock()).timestamp

describe('DpinePool price oracle', () => {
  it('answers the spot price (not time-weighted) until the history covers the window', async () => {
    const { pool, trader, addedAt } = await networkHelpers.loadFixture(oraclePool)
    assert.deepEqual(await pool.read.averagePrice([WINDOW]), [10n ** 16n, false])
    await pool.write.swapExactIn([true, USDT('10000'), 0n, trader.account.address, FAR_FUTURE], {
      account: trader.account,
    })
    const spot = await pool.read.price()
    assert.ok(spot > 10n ** 16n)
    assert.deepEqual(await pool.read.averagePrice([WINDOW]), [spot, false])

    await networkHelpers.time.increaseTo(addedAt + WINDOW - 1n)
    assert.deepEqual(await pool.read.averagePrice([WINDOW]), [spot, false])
    await networkHelpers.mine()
    const [average, isTimeWeighted] = await pool.read.averagePrice([WINDOW])
    assert.equal(isTimeWeighted, true)
    assert.ok(average < spot && average > 10n ** 16n, 'the average mixes the old and the new price')
  })

  it('equals the exact time-weighted mean when trades are at least OBSERVATION_INTERVAL apart', async () => {
    const { pool, trader, addedAt } = await networkHelpers.loadFixture(oraclePool)
    const history = [{ from: addedAt, price: await pool.read.price() }]
    for (const [gap, usdtIn, amount] of [
      [400n, true, USDT('20000')],
      [700n, false, DPINE('900000')],
      [90n, true, USDT('3000')],
      [1200n, true, USDT('50000')],
      [61n, false, DPINE('30000')],
    ] as const) {
      await networkHelpers.time.increase(gap - 1n)
      const hash = await pool.write.swapExactIn([usdtIn, amount, 0n, trader.account.address, FAR_FUTURE], {
        account: trader.account,
      })
      history.push({ from: await timestampOf(hash), price: await pool.read.price() })
    }
    await networkHelpers.time.increase(123n)
    const now = await latestTimestamp()
    for (const window of [300n, 1000n, WINDOW, 2500n]) {
      assert.deepEqual(
        await pool.read.averagePrice([window]),
        [exactMean(history, window, now), true],
        `window ${window}`,
      )
    }
  })

  it('keeps a full hour of history while trades come every few seconds (the ring buffer wraps)', async () => {
    const { pool, trader } = await networkHelpers.loadFixture(oraclePool)
    // More than OBSERVATION_CAPACITY observations: one trade every 20 s for 2 hours.
    for (let i = 0; i < 360; i += 1) {
      await networkHelpers.time.increase(19)
      await pool.write.swapExactIn(
        [i % 2 === 0, i % 2 === 0 ? USDT('10') : DPINE('900'), 0n, trader.account.address, FAR_FUTURE],
        {
          account: trader.account,
        },
      )
    }
    const [average, isTimeWeighted] = await pool.read.averagePrice([3600n])
    assert.equal(isTimeWeighted, true)
    const spot = await pool.read.price()
    assert.ok(average > (spot * 99n) / 100n && average < (spot * 101n) / 100n)
  })

  it('matches its reference model and stays within one observation interval of the exact mean (seeded)', async () => {
    const { pool, trader, owner, addedAt } = await networkHelpers.loadFixture(oraclePool)
    const model = new PriceOracleModel()
    model.beforeReserveChange(addedAt, { reserveUsdt: 0n, reserveDpine: 0n })
    const history = [{ from: addedAt, price: await pool.read.price() }]
    const counts = {
      buy: 0,
      sell: 0,
      donate: 0,
      liquidity: 0,
      sameBlock: 0,
      short: 0,
      long: 0,
      spot: 0,
      average: 0,
    }

    await withSeed(fuzzSeed(0x7a3b_2026), async (random) => {
      for (let step = 0; step < 90; step += 1) {
        // Gaps: the same block (automine off), shorter than an interval, or long.
        const roll = random()
        const [reserveUsdt, reserveDpine] = await pool.read.getReserves()
        const action = random()
        const send = (): Promise<Hash> => {
          if (action < 0.45) {
            counts.buy += 1
            return pool.write.swapExactIn(
              [true, randomAmount(random, 1n, reserveUsdt / 5n), 0n, trader.account.address, FAR_FUTURE],
              { account: trader.account },
            )
          }
          if (action < 0.9) {
            counts.sell += 1
            return pool.write.swapExactIn(
              [false, randomAmount(random, E18, reserveDpine / 5n), 0n, trader.account.address, FAR_FUTURE],
              { account: trader.account },
            )
          }
          if (action < 0.97) {
            counts.donate += 1
            return pool.write.donateUsdt([randomAmount(random, 1n, reserveUsdt / 10n)], {
              account: trader.account,
            })
          }
          counts.liquidity += 1
          return pool.write.addLiquidity([USDT('1000'), DPINE('100000')], { account: owner.account })
        }
        let hashes: Hash[]
        if (roll < 0.15) {
          counts.sameBlock += 1
          await networkHelpers.time.increase(randomAmount(random, 1n, 300n))
          const testClient = await viem.getTestClient()
          await testClient.setAutomine(false)
          const first = await send()
          const before = await pool.read.getReserves()
          hashes = [
            first,
            await pool.write.swapExactIn(
              [true, randomAmount(random, 1n, before[0] / 5n), 0n, trader.account.address, FAR_FUTURE],
              { account: trader.account, gas: 500_000n },
            ),
          ]
          await networkHelpers.mine()
          await testClient.setAutomine(true)
        } else {
          const gap =
            roll < 0.6 ? randomAmount(random, 1n, OBSERVATION_INTERVAL) : randomAmount(random, 60n, 900n)
          if (roll < 0.6) counts.short += 1
          else counts.long += 1
          if (gap > 1n) await networkHelpers.time.increase(gap - 1n)
          hashes = [await send()]
        }

        // Replay the block into the model: one accumulator update, with the reserves before it.
        const now = await timestampOf(hashes[0] as Hash)
        for (const hash of hashes.slice(1))
          assert.equal(await timestampOf(hash), now, `step ${step}: one block`)
        model.beforeReserveChange(now, { reserveUsdt, reserveDpine })
        const [newUsdt, newDpine] = await pool.read.getReserves()
        history.push({ from: now, price: (newUsdt * E18) / newDpine })

        if (random() < 0.3) await networkHelpers.time.increase(randomAmount(random, 1n, 600n))
        const at = await latestTimestamp()
        const reserves = { reserveUsdt: newUsdt, reserveDpine: newDpine }
        for (const window of [300n, WINDOW, 3600n]) {
          const [average, isTimeWeighted] = await pool.read.averagePrice([window])
          const expected = model.averagePrice(window, at, reserves)
          assert.deepEqual(
            [average, isTimeWeighted],
            [expected.price, expected.isTimeWeighted],
            `step ${step}, window ${window}: model`,
          )
          counts[isTimeWeighted ? 'average' : 'spot'] += 1
          if (!isTimeWeighted) continue
          // Between two stored records the price changes only in the first OBSERVATION_INTERVAL
          // seconds, so interpolating there errs by at most that share of the price range.
          const prices = history.map((segment) => segment.price)
          const range = prices.reduce((a, b) => (a > b ? a : b)) - prices.reduce((a, b) => (a < b ? a : b))
          const exact = exactMean(history, window, at)
          const error = average > exact ? average - exact : exact - average
          assert.ok(
            error <= (range * OBSERVATION_INTERVAL) / window + 1n,
            `step ${step}, window ${window}: ${error} off`,
          )
        }
      }
    })
    for (const [name, count] of Object.entries(counts)) assert.ok(count > 0, `never exercised: ${name}`)
    assert.ok(history.length > OBSERVATION_CAPACITY, 'the ring buffer never wrapped')
  })

  it('restarts the history when the pool was emptied: spot price until a new window has passed', async () => {
    const { pool, addedAt } = await networkHelpers.loadFixture(oraclePool)
    await networkHelpers.time.increaseTo(addedAt + WINDOW + 10n)
    assert.equal((await pool.read.averagePrice([WINDOW]))[1], true)
    await pool.write.removeLiquidity([POOL_USDT, POOL_DPINE])
    await viem.assertions.revertWithCustomError(
      pool.read.averagePrice([WINDOW]),
      pool,
      'InsufficientLiquidity',
    )
    await networkHelpers.time.increase(600n)
    const readded = await pool.write.addLiquidity([POOL_USDT * 2n, POOL_DPINE])
    const readdedAt = await timestampOf(readded)
    assert.deepEqual(await pool.read.averagePrice([WINDOW]), [2n * 10n ** 16n, false])
    await networkHelpers.time.increaseTo(readdedAt + WINDOW)
    // The empty time never counts: the average is the new price, not diluted towards zero.
    assert.deepEqual(await pool.read.averagePrice([WINDOW]), [2n * 10n ** 16n, true])
  })

  it('rejects a zero window and one above MAX_AVERAGING_WINDOW (InvalidWindow)', async () => {
    const { pool } = await networkHelpers.loadFixture(oraclePool)
    assert.equal(await pool.read.MAX_AVERAGING_WINDOW(), 3600n)
    assert.equal(await pool.read.OBSERVATION_CAPACITY(), BigInt(OBSERVATION_CAPACITY))
    assert.equal(await pool.read.OBSERVATION_INTERVAL(), OBSERVATION_INTERVAL)
    await viem.assertions.revertWithCustomErrorWithArgs(pool.read.averagePrice([0n]), pool, 'InvalidWindow', [
      0n,
      3600n,
    ])
    await viem.assertions.revertWithCustomErrorWithArgs(
      pool.read.averagePrice([3601n]),
      pool,
      'InvalidWindow',
      [3601n, 3600n],
    )
  })
})
