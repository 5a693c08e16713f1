import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { maxUint256 } from 'viem'
import { DPINE, FAR_FUTURE, POOL_DPINE, POOL_USDT, USDT, deployTokens } from '../test-support/fixture'
import { expectedOut } from '../test-support/poolModel'
import { fuzzSeed, randomAmount, withSeed } from '../test-support/random'

const { viem, networkHelpers } = await network.create()
const SWAPS = 60

async function pool() {
  const tokens = await deployTokens(viem)
  const { owner, users, usdt, dpine } = tokens
  const trader = users[0]
  if (!trader) throw new Error('missing trader')
  await usdt.write.mint([owner.account.address, POOL_USDT])
  await usdt.write.approve([tokens.pool.address, maxUint256])
  await dpine.write.approve([tokens.pool.address, maxUint256])
  await tokens.pool.write.addLiquidity([POOL_USDT, POOL_DPINE])
  await usdt.write.mint([trader.account.address, USDT('10000000')])
  await dpine.write.transfer([trader.account.address, DPINE('500000000')])
  await usdt.write.approve([tokens.pool.address, maxUint256], { account: trader.account })
  await dpine.write.approve([tokens.pool.address, maxUint256], { account: trader.account })
  // The trader stands in for the order contract, the only account allowed to sell DPINE.
  await tokens.pool.write.setSellRouter([trader.account.address])
  return { ...tokens, trader }
}

describe('DpinePool fuzz', () => {
  it(`keeps value and the reserve product across ${SWAPS} random swaps`, async () => {
    const { pool: dpinePool, usdt, dpine, trader } = await networkHelpers.loadFixture(pool)
    const me = trader.account.address
    const balances = async () => ({
      traderUsdt: await usdt.read.balanceOf([me]),
      traderDpine: await dpine.read.balanceOf([me]),
      poolUsdt: await usdt.read.balanceOf([dpinePool.address]),
      poolDpine: await dpine.read.balanceOf([dpinePool.address]),
    })

    await withSeed(fuzzSeed(0x5eed_2026), async (random) => {
      for (let i = 0; i < SWAPS; i++) {
        const usdtIn = random() < 0.5
        const [reserveUsdt, reserveDpine] = await dpinePool.read.getReserves()
        const [reserveIn, reserveOut] = usdtIn ? [reserveUsdt, reserveDpine] : [reserveDpine, reserveUsdt]
        // Up to 2x the input reserve: large swaps stress the curve, tiny ones the rounding.
        const amountIn = randomAmount(random, 1n, reserveIn * 2n)
        const out = expectedOut(amountIn, reserveIn, reserveOut)
        assert.equal(await dpinePool.read.getAmountOut([usdtIn, amountIn]), out, `quote, swap ${i}`)
        if (out === 0n) continue

        const before = await balances()
        await dpinePool.write.swapExactIn([usdtIn, amountIn, out, me, FAR_FUTURE], {
          account: trader.account,
        })
        const after = await balances()
        const [newUsdt, newDpine] = await dpinePool.read.getReserves()

        // Tokens only move between the trader and the pool, and the pool holds exactly its reserves.
        assert.equal(
          after.traderUsdt + after.poolUsdt,
          before.traderUsdt + before.poolUsdt,
          `usdt, swap ${i}`,
        )
        assert.equal(
          after.traderDpine + after.poolDpine,
          before.traderDpine + before.poolDpine,
          `dpine, swap ${i}`,
        )
        assert.deepEqual([after.poolUsdt, after.poolDpine], [newUsdt, newDpine], `reserves, swap ${i}`)
        const [paid, got] = usdtIn
          ? [before.traderUsdt - after.traderUsdt, after.traderDpine - before.traderDpine]
          : [before.traderDpine - after.traderDpine, after.traderUsdt - before.traderUsdt]
        assert.deepEqual([paid, got], [amountIn, out], `amounts, swap ${i}`)

        // The product never decreases; the fee-free curve would pay at least as much (fee only).
        assert.ok(newUsdt * newDpine >= reserveUsdt * reserveDpine, `k decreased, swap ${i}`)
        const feeFree = (amountIn * reserveOut) / (reserveIn + amountIn)
        assert.ok(out <= feeFree, `paid more than the fee-free curve, swap ${i}`)
        assert.ok(out < reserveOut, `drained the reserve, swap ${i}`)
      }
    })
  })
})
