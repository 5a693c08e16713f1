import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { maxUint256, parseEventLogs } from 'viem'
import {
  PURCHASE_RETURN_DPINE_BPS,
  SELL_RETURN_TO_POOL_BPS,
  STAKING_MAX_ORDERS,
  STAKING_ORDER_PRICE_USDT,
  STATIC_POOL_SHARE_BPS,
  SWAP_FEE_BPS,
} from '@vita/shared/constants'
import { getAmountOut, quoteExactIn, quoteOrderSale, spotPrice } from '@vita/shared/pool'
import {
  DPINE,
  FAR_FUTURE,
  POOL_DPINE,
  POOL_USDT,
  USDT,
  deployTokens,
  deployVita,
} from '../test-support/fixture'
import { expectedOut } from '../test-support/poolModel'
import { fuzzSeed, randomAmount, withSeed } from '../test-support/random'

const { viem, networkHelpers } = await network.create()
const vita = () => deployVita(viem)
const tokens = () => deployTokens(viem)

describe('what the app computes off chain agrees with the contracts', () => {
  it('shared/constants equals the deployed contracts (fee, sell return, DPINE return, order price, max orders, static share)', async () => {
    const { pool, order } = await networkHelpers.loadFixture(vita)
    assert.equal(BigInt(await pool.read.FEE_BPS()), SWAP_FEE_BPS)
    assert.equal(BigInt(await order.read.SELL_RETURN_BPS()), SELL_RETURN_TO_POOL_BPS)
    assert.equal(BigInt(await order.read.DPINE_RETURN_BPS()), PURCHASE_RETURN_DPINE_BPS)
    assert.equal(await order.read.orderPrice(), STAKING_ORDER_PRICE_USDT)
    assert.equal(await order.read.minOrderAmount(), STAKING_ORDER_PRICE_USDT)
    assert.equal(await order.read.maxOrdersPerWallet(), STAKING_MAX_ORDERS)
    const [staticRatio] = await order.read.splitRatios()
    assert.equal(BigInt(staticRatio), STATIC_POOL_SHARE_BPS)
  })

  it('shared/pool quotes every swap to the wei, as the pool and its reference model do (differential, seeded)', async () => {
    const { owner, users, usdt, dpine, pool } = await networkHelpers.loadFixture(tokens)
    const trader = users[0]
    if (!trader) throw new Error('missing trader')
    await usdt.write.mint([owner.account.address, POOL_USDT])
    await usdt.write.approve([pool.address, maxUint256])
    await dpine.write.approve([pool.address, maxUint256])
    await pool.write.addLiquidity([POOL_USDT, POOL_DPINE])
    await usdt.write.mint([trader.account.address, USDT('10000000')])
    await dpine.write.transfer([trader.account.address, DPINE('500000000')])
    await usdt.write.approve([pool.address, maxUint256], { account: trader.account })
    await dpine.write.approve([pool.address, maxUint256], { account: trader.account })
    // The trader stands in for the order contract so both directions hit the bare curve.
    await pool.write.setSellRouter([trader.account.address])

    await withSeed(fuzzSeed(0x9001_2026), async (random) => {
      for (let i = 0; i < 40; i++) {
        const [reserveUsdt, reserveDpine] = await pool.read.getReserves()
        const reserves = { reserveUsdt, reserveDpine }
        const usdtIn = random() < 0.5
        const amountIn = randomAmount(random, 1n, usdtIn ? USDT('50000') : DPINE('5000000'))
        const [reserveIn, reserveOut] = usdtIn ? [reserveUsdt, reserveDpine] : [reserveDpine, reserveUsdt]
        const onChain = await pool.read.getAmountOut([usdtIn, amountIn])
        assert.equal(getAmountOut(usdtIn, amountIn, reserves), onChain, `swap ${i}: shared vs pool`)
        assert.equal(expectedOut(amountIn, reserveIn, reserveOut), onChain, `swap ${i}: model vs pool`)
        assert.equal(spotPrice(reserves), await pool.read.price(), `swap ${i}: spot price`)
        if (onChain === 0n) continue
        const received = (token: typeof usdt | typeof dpine): Promise<bigint> =>
          token.read.balanceOf([trader.account.address])
        const before = await received(usdtIn ? dpine : usdt)
        await pool.write.swapExactIn([usdtIn, amountIn, 0n, trader.account.address, FAR_FUTURE], {
          account: trader.account,
        })
        const after = await received(usdtIn ? dpine : usdt)
        assert.equal(after - before, onChain, `swap ${i}: paid what was quoted`)
      }
    })
  })

  it('shared/pool quotes every sale what VitaOrder pays the seller and returns to the pool, to the wei (differential, seeded)', async () => {
    const { order, pool, usdt, users, publicClient } = await networkHelpers.loadFixture(vita)
    const sellers = users.slice(0, 9) // wallet index 1..9 may sell
    await withSeed(fuzzSeed(0x5a1e_2026), async (random) => {
      let bounded = 0
      for (let i = 0; i < 30; i++) {
        const seller = sellers[Math.floor(random() * sellers.length)]
        if (!seller) throw new Error('no seller')
        const [reserveUsdt, reserveDpine] = await pool.read.getReserves()
        const reserves = { reserveUsdt, reserveDpine }
        const amount = randomAmount(random, 10n ** 15n, DPINE('20000'))
        const slippageBps = BigInt(Math.floor(random() * 300))
        const quote = quoteOrderSale(amount, reserves, slippageBps)
        assert.deepEqual(quoteExactIn('sell', amount, reserves, slippageBps), quote, `sale ${i}: one quote`)
        assert.equal(quote.poolOut, await pool.read.getAmountOut([false, amount]), `sale ${i}: pool output`)
        // Now and then a buy lands first, moving the price: the minimum must then hold or revert.
        if (random() < 0.25) {
          bounded += 1
          await pool.write.swapExactIn(
            [true, randomAmount(random, 1n, USDT('500')), 0n, seller.account.address, FAR_FUTURE],
            {
              account: seller.account,
            },
          )
          const shortfall = quote.amountOut - quoteOrderSale(amount, await reservesOf(pool), 0n).amountOut
          if (shortfall > quote.amountOut - quote.minimumReceived) {
            await viem.assertions.revertWithCustomError(
              order.write.sellDPINEWithMinimum([amount, quote.minimumReceived, FAR_FUTURE], {
                account: seller.account,
              }),
              order,
              'InsufficientOutput',
            )
            continue
          }
        }
        const expected = quoteOrderSale(amount, await reservesOf(pool), slippageBps)
        const before = await usdt.read.balanceOf([seller.account.address])
        const hash = await order.write.sellDPINEWithMinimum([amount, quote.minimumReceived, FAR_FUTURE], {
          account: seller.account,
        })
        const receipt = await publicClient.waitForTransactionReceipt({ hash })
        const [sold] = parseEventLogs({ abi: order.abi, logs: receipt.logs, eventName: 'DPINESold' })
        assert.deepEqual(
          [sold?.args.usdtOut, sold?.args.returnedToPool],
          [expected.amountOut, expected.returnedToPool],
          `sale ${i}: seller share and return`,
        )
        assert.equal(
          (await usdt.read.balanceOf([seller.account.address])) - before,
          expected.amountOut,
          `sale ${i}: paid`,
        )
      }
      assert.ok(bounded > 0, 'no sale was front-run')
    })
  })
})

async function reservesOf(pool: { read: { getReserves: () => Promise<readonly [bigint, bigint]> } }) {
  const [reserveUsdt, reserveDpine] = await pool.read.getReserves()
  return { reserveUsdt, reserveDpine }
}
