import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, maxUint256, zeroAddress } from 'viem'
import { expectedOut } from '../test-support/poolModel'
import { DPINE, FAR_FUTURE, POOL_DPINE, POOL_USDT, USDT, deployTokens } from '../test-support/fixture'

const { viem, networkHelpers } = await network.create()

async function seededPool() {
  const tokens = await deployTokens(viem)
  const { owner, users, usdt, dpine, pool } = tokens
  const trader = users[0]
  if (!trader) throw new Error('missing trader')
  await usdt.write.mint([owner.account.address, POOL_USDT + USDT('1000')])
  await usdt.write.approve([pool.address, maxUint256])
  await dpine.write.approve([pool.address, maxUint256])
  await pool.write.addLiquidity([POOL_USDT, POOL_DPINE])
  await usdt.write.mint([trader.account.address, USDT('1000000')])
  await dpine.write.transfer([trader.account.address, DPINE('1000000')])
  await usdt.write.approve([pool.address, maxUint256], { account: trader.account })
  await dpine.write.approve([pool.address, maxUint256], { account: trader.account })
  // The trader stands in for the order contract, the only account allowed to sell DPINE.
  await pool.write.setSellRouter([trader.account.address])
  return { ...tokens, trader }
}

describe('DpinePool', () => {
  it('rejects zero token addresses', async () => {
    const { usdt, pool } = await networkHelpers.loadFixture(seededPool)
    await viem.assertions.revertWithCustomError(
      viem.deployContract('DpinePool', [usdt.address, zeroAddress]),
      pool,
      'ZeroAddress',
    )
  })

  it('reports reserves, price and quotes', async () => {
    const { pool } = await networkHelpers.loadFixture(seededPool)
    assert.deepEqual(await pool.read.getReserves(), [POOL_USDT, POOL_DPINE])
    assert.equal(await pool.read.price(), 10n ** 16n)
    assert.equal(await pool.read.FEE_BPS(), 25n)
    assert.equal(
      await pool.read.getAmountOut([true, USDT('100')]),
      expectedOut(USDT('100'), POOL_USDT, POOL_DPINE),
    )
    assert.equal(
      await pool.read.getAmountOut([false, DPINE('100')]),
      expectedOut(DPINE('100'), POOL_DPINE, POOL_USDT),
    )
  })

  it('swaps USDT for DPINE and emits Swapped with the reserves after the swap', async () => {
    const { pool, usdt, dpine, trader, users } = await networkHelpers.loadFixture(seededPool)
    const recipient = users[1]?.account.address ?? zeroAddress
    const amountIn = USDT('1000')
    const out = expectedOut(amountIn, POOL_USDT, POOL_DPINE)
    await viem.assertions.emitWithArgs(
      pool.write.swapExactIn([true, amountIn, out, recipient, FAR_FUTURE], { account: trader.account }),
      pool,
      'Swapped',
      [
        getAddress(trader.account.address),
        getAddress(recipient),
        true,
        amountIn,
        out,
        (amountIn * 25n) / 10000n,
        POOL_USDT + amountIn,
        POOL_DPINE - out,
      ],
    )
    assert.equal(await dpine.read.balanceOf([recipient]), out)
    assert.equal(await usdt.read.balanceOf([pool.address]), POOL_USDT + amountIn)
  })

  it('swaps DPINE for USDT for the sell router', async () => {
    const { pool, usdt, trader } = await networkHelpers.loadFixture(seededPool)
    const amountIn = DPINE('50000')
    const out = expectedOut(amountIn, POOL_DPINE, POOL_USDT)
    const before = await usdt.read.balanceOf([trader.account.address])
    await pool.write.swapExactIn([false, amountIn, 0n, trader.account.address, FAR_FUTURE], {
      account: trader.account,
    })
    assert.equal(await usdt.read.balanceOf([trader.account.address]), before + out)
    assert.deepEqual(await pool.read.getReserves(), [POOL_USDT - out, POOL_DPINE + amountIn])
  })

  it('rejects expired deadlines, zero amounts, zero recipients and low outputs', async () => {
    const { pool, trader } = await networkHelpers.loadFixture(seededPool)
    const me = trader.account.address
    const opts = { account: trader.account }
    await viem.assertions.revertWithCustomError(
      pool.write.swapExactIn([true, USDT('1'), 0n, me, 1n], opts),
      pool,
      'DeadlineExpired',
    )
    await viem.assertions.revertWithCustomError(
      pool.write.swapExactIn([true, 0n, 0n, me, FAR_FUTURE], opts),
      pool,
      'ZeroAmount',
    )
    await viem.assertions.revertWithCustomError(
      pool.write.swapExactIn([true, USDT('1'), 0n, zeroAddress, FAR_FUTURE], opts),
      pool,
      'ZeroAddress',
    )
    const out = expectedOut(USDT('1'), POOL_USDT, POOL_DPINE)
    await viem.assertions.revertWithCustomErrorWithArgs(
      pool.write.swapExactIn([true, USDT('1'), out + 1n, me, FAR_FUTURE], opts),
      pool,
      'InsufficientOutput',
      [out, out + 1n],
    )
    // 1 wei of DPINE is worth less than 1 wei of USDT, so the output rounds to zero.
    await viem.assertions.revertWithCustomError(
      pool.write.swapExactIn([false, 1n, 0n, me, FAR_FUTURE], opts),
      pool,
      'InsufficientLiquidity',
    )
  })

  it('refuses a DPINE sale from anyone but the sell router, the owner included (NotSellRouter)', async () => {
    const { pool, usdt, dpine, owner, users } = await networkHelpers.loadFixture(seededPool)
    const outsider = users[1]
    if (!outsider) throw new Error('missing user')
    await dpine.write.transfer([outsider.account.address, DPINE('1000')])
    await dpine.write.approve([pool.address, maxUint256], { account: outsider.account })
    await usdt.write.mint([outsider.account.address, USDT('1')])
    await usdt.write.approve([pool.address, maxUint256], { account: outsider.account })
    const usdtBefore = await usdt.read.balanceOf([outsider.account.address])
    for (const seller of [outsider, owner]) {
      await viem.assertions.revertWithCustomErrorWithArgs(
        pool.write.swapExactIn([false, DPINE('1000'), 0n, seller.account.address, FAR_FUTURE], {
          account: seller.account,
        }),
        pool,
        'NotSellRouter',
        [getAddress(seller.account.address)],
      )
    }
    assert.equal(await usdt.read.balanceOf([outsider.account.address]), usdtBefore)
    assert.deepEqual(await pool.read.getReserves(), [POOL_USDT, POOL_DPINE])
    // Buying stays open to anyone.
    await pool.write.swapExactIn([true, USDT('1'), 0n, outsider.account.address, FAR_FUTURE], {
      account: outsider.account,
    })
  })

  it('lets only the owner set the sell router, never to the zero address, and emits SellRouterUpdated', async () => {
    const { pool, trader, users } = await networkHelpers.loadFixture(seededPool)
    const next = users[1]
    if (!next) throw new Error('missing user')
    assert.equal(await pool.read.sellRouter(), getAddress(trader.account.address))
    await viem.assertions.revertWithCustomError(
      pool.write.setSellRouter([next.account.address], { account: trader.account }),
      pool,
      'OwnableUnauthorizedAccount',
    )
    await viem.assertions.revertWithCustomError(pool.write.setSellRouter([zeroAddress]), pool, 'ZeroAddress')
    await viem.assertions.emitWithArgs(
      pool.write.setSellRouter([next.account.address]),
      pool,
      'SellRouterUpdated',
      [getAddress(trader.account.address), getAddress(next.account.address)],
    )
    assert.equal(await pool.read.sellRouter(), getAddress(next.account.address))
    // The previous router lost the right to sell.
    await viem.assertions.revertWithCustomError(
      pool.write.swapExactIn([false, DPINE('1'), 0n, trader.account.address, FAR_FUTURE], {
        account: trader.account,
      }),
      pool,
      'NotSellRouter',
    )
  })

  it('has no sell router until the owner sets one: a fresh pool refuses every DPINE sale', async () => {
    const { pool, owner } = await deployTokens(viem)
    assert.equal(await pool.read.sellRouter(), zeroAddress)
    await viem.assertions.revertWithCustomErrorWithArgs(
      pool.write.swapExactIn([false, DPINE('1'), 0n, owner.account.address, FAR_FUTURE]),
      pool,
      'NotSellRouter',
      [getAddress(owner.account.address)],
    )
  })

  it('refuses swaps and price on an empty pool', async () => {
    const { pool, owner } = await networkHelpers.loadFixture(seededPool)
    await pool.write.removeLiquidity([POOL_USDT, POOL_DPINE])
    assert.equal(await pool.read.getAmountOut([true, USDT('1')]), 0n)
    await viem.assertions.revertWithCustomError(pool.read.price(), pool, 'InsufficientLiquidity')
    await viem.assertions.revertWithCustomError(
      pool.write.swapExactIn([true, USDT('1'), 0n, owner.account.address, FAR_FUTURE]),
      pool,
      'InsufficientLiquidity',
    )
  })

  it('lets only the owner add and remove liquidity', async () => {
    const { pool, trader, owner } = await networkHelpers.loadFixture(seededPool)
    await viem.assertions.emitWithArgs(
      pool.write.addLiquidity([USDT('10'), DPINE('1000')]),
      pool,
      'LiquidityAdded',
      [getAddress(owner.account.address), USDT('10'), DPINE('1000')],
    )
    await viem.assertions.emitWithArgs(
      pool.write.removeLiquidity([USDT('10'), 0n]),
      pool,
      'LiquidityRemoved',
      [getAddress(owner.account.address), USDT('10'), 0n],
    )
    assert.deepEqual(await pool.read.getReserves(), [POOL_USDT, POOL_DPINE + DPINE('1000')])
    await viem.assertions.revertWithCustomError(
      pool.write.addLiquidity([USDT('1'), DPINE('1')], { account: trader.account }),
      pool,
      'OwnableUnauthorizedAccount',
    )
    await viem.assertions.revertWithCustomError(
      pool.write.removeLiquidity([USDT('1'), 0n], { account: trader.account }),
      pool,
      'OwnableUnauthorizedAccount',
    )
    await viem.assertions.revertWithCustomError(pool.write.addLiquidity([0n, DPINE('1')]), pool, 'ZeroAmount')
    await viem.assertions.revertWithCustomError(pool.write.removeLiquidity([0n, 0n]), pool, 'ZeroAmount')
    await viem.assertions.revertWithCustomError(
      pool.write.removeLiquidity([POOL_USDT + 1n, 0n]),
      pool,
      'InsufficientLiquidity',
    )
  })

  it('adds donated USDT to the reserves and raises the price', async () => {
    const { pool, trader } = await networkHelpers.loadFixture(seededPool)
    await viem.assertions.emitWithArgs(
      pool.write.donateUsdt([USDT('100')], { account: trader.account }),
      pool,
      'UsdtDonated',
      [getAddress(trader.account.address), USDT('100'), POOL_USDT + USDT('100'), POOL_DPINE],
    )
    assert.equal(await pool.read.price(), ((POOL_USDT + USDT('100')) * 10n ** 18n) / POOL_DPINE)
    await viem.assertions.revertWithCustomError(pool.write.donateUsdt([0n]), pool, 'ZeroAmount')
  })

  it('pauses swaps and donations, not liquidity management', async () => {
    const { pool, trader } = await networkHelpers.loadFixture(seededPool)
    await viem.assertions.revertWithCustomError(
      pool.write.pause({ account: trader.account }),
      pool,
      'OwnableUnauthorizedAccount',
    )
    await pool.write.pause()
    const opts = { account: trader.account }
    await viem.assertions.revertWithCustomError(
      pool.write.swapExactIn([true, USDT('1'), 0n, trader.account.address, FAR_FUTURE], opts),
      pool,
      'EnforcedPause',
    )
    await viem.assertions.revertWithCustomError(
      pool.write.donateUsdt([USDT('1')], opts),
      pool,
      'EnforcedPause',
    )
    await pool.write.removeLiquidity([USDT('1'), 0n])
    await viem.assertions.revertWithCustomError(
      pool.write.unpause({ account: trader.account }),
      pool,
      'OwnableUnauthorizedAccount',
    )
    await pool.write.unpause()
    await pool.write.swapExactIn([true, USDT('1'), 0n, trader.account.address, FAR_FUTURE], opts)
  })
})
