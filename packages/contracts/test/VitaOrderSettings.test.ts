import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, zeroAddress } from 'viem'
import { USDT, deployVita } from '../test-support/fixture'

const { viem, networkHelpers } = await network.create()
const vitaFixture = () => deployVita(viem)

async function settings() {
  const vita = await networkHelpers.loadFixture(vitaFixture)
  const [alice, bob] = vita.users
  if (!alice || !bob) throw new Error('missing users')
  return { ...vita, alice, bob }
}

describe('VitaOrder settings', () => {
  it('starts with the spec defaults', async () => {
    const { order, staticPool, centralBank, feePool, usdt, dpine, accounting, pool } = await settings()
    assert.deepEqual(await order.read.splitRatios(), [1500, 7500, 1000])
    assert.equal(await order.read.orderPrice(), USDT('224'))
    assert.equal(await order.read.minOrderAmount(), USDT('224'))
    assert.equal(await order.read.maxOrdersPerWallet(), 4)
    assert.equal(await order.read.whitelistEnabled(), true)
    assert.equal(await order.read.staticDividendPool(), getAddress(staticPool.address))
    assert.equal(await order.read.centralBankPool(), getAddress(centralBank.address))
    assert.equal(await order.read.feePool(), getAddress(feePool.address))
    assert.equal(await order.read.usdt(), getAddress(usdt.address))
    assert.equal(await order.read.dpine(), getAddress(dpine.address))
    assert.equal(await order.read.accounting(), getAddress(accounting.address))
    assert.equal(await order.read.pool(), getAddress(pool.address))
    assert.equal(await order.read.DPINE_RETURN_BPS(), 1500n)
    assert.equal(await order.read.SELL_RETURN_BPS(), 1000n)
  })

  it('sets split ratios that sum to 10000', async () => {
    const { order } = await settings()
    await viem.assertions.emitWithArgs(
      order.write.setSplitRatios([2000, 7000, 1000]),
      order,
      'SplitRatiosUpdated',
      [2000, 7000, 1000],
    )
    assert.deepEqual(await order.read.splitRatios(), [2000, 7000, 1000])
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.setSplitRatios([2000, 7000, 1001]),
      order,
      'InvalidSplitRatios',
      [10001n],
    )
  })

  it('sets the destination pools', async () => {
    const { order, alice, bob } = await settings()
    const [a, b] = [getAddress(alice.account.address), getAddress(bob.account.address)]
    await viem.assertions.emitWithArgs(order.write.setPools([a, b, a]), order, 'PoolsUpdated', [a, b, a])
    assert.equal(await order.read.centralBankPool(), b)
    await viem.assertions.revertWithCustomError(
      order.write.setPools([a, zeroAddress, a]),
      order,
      'ZeroAddress',
    )
  })

  it('sets the order price (minOrderAmount follows it)', async () => {
    const { order } = await settings()
    await viem.assertions.emitWithArgs(order.write.setOrderPrice([USDT('100')]), order, 'OrderPriceUpdated', [
      USDT('100'),
    ])
    assert.equal(await order.read.orderPrice(), USDT('100'))
    assert.equal(await order.read.minOrderAmount(), USDT('100'))
    await viem.assertions.revertWithCustomError(order.write.setOrderPrice([0n]), order, 'ZeroAmount')
  })

  it('sets the orders per wallet; zero is refused', async () => {
    const { order } = await settings()
    await viem.assertions.emitWithArgs(
      order.write.setMaxOrdersPerWallet([6]),
      order,
      'MaxOrdersPerWalletUpdated',
      [6],
    )
    assert.equal(await order.read.maxOrdersPerWallet(), 6)
    await viem.assertions.revertWithCustomError(order.write.setMaxOrdersPerWallet([0]), order, 'ZeroAmount')
  })

  it('manages whitelist, blacklist and sell permissions with one event per account', async () => {
    const { order, alice, bob } = await settings()
    const [a, b] = [getAddress(alice.account.address), getAddress(bob.account.address)]
    const blacklisted = await order.write.setBlacklisted([[a, b], true])
    await viem.assertions.emitWithArgs(blacklisted, order, 'BlacklistUpdated', [a, true])
    await viem.assertions.emitWithArgs(blacklisted, order, 'BlacklistUpdated', [b, true])
    assert.equal(await order.read.isBlacklisted([b]), true)
    await viem.assertions.emitWithArgs(order.write.setWhitelisted([[a], false]), order, 'WhitelistUpdated', [
      a,
      false,
    ])
    assert.equal(await order.read.isWhitelisted([a]), false)
    await viem.assertions.emitWithArgs(
      order.write.setSellPermission([[b], true]),
      order,
      'SellPermissionUpdated',
      [b, true],
    )
    assert.equal(await order.read.canSellDPINE([b]), true)
    await viem.assertions.emitWithArgs(
      order.write.setWhitelistEnabled([false]),
      order,
      'WhitelistEnabledUpdated',
      [false],
    )
    await viem.assertions.emitWithArgs(order.write.setSellEnabled([false]), order, 'SellEnabledUpdated', [
      false,
    ])
    assert.equal(await order.read.sellEnabled(), false)
  })

  it('lets only the owner change settings', async () => {
    const { order, alice } = await settings()
    const as = { account: alice.account }
    const a = alice.account.address
    const calls = [
      order.write.setSplitRatios([1500, 7500, 1000], as),
      order.write.setPools([a, a, a], as),
      order.write.setOrderPrice([1n], as),
      order.write.setMaxOrdersPerWallet([1], as),
      order.write.setOperator([a, true], as),
      order.write.setWhitelistEnabled([false], as),
      order.write.setWhitelisted([[a], true], as),
      order.write.setBlacklisted([[a], true], as),
      order.write.setSellEnabled([true], as),
    ]
    for (const call of calls) {
      await viem.assertions.revertWithCustomError(call, order, 'OwnableUnauthorizedAccount')
    }
  })

  it('lets the owner or an operator set sell permissions, nobody else, in bounded batches', async () => {
    const { order, alice, bob } = await settings()
    const [a, b] = [getAddress(alice.account.address), getAddress(bob.account.address)]
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.setSellPermission([[a], true], { account: alice.account }),
      order,
      'NotOwnerOrOperator',
      [a],
    )
    await order.write.setOperator([a, true])
    await viem.assertions.emitWithArgs(
      order.write.setSellPermission([[b], true], { account: alice.account }),
      order,
      'SellPermissionUpdated',
      [b, true],
    )
    assert.equal(await order.read.canSellDPINE([b]), true)
    await order.write.setSellPermission([[b], false], { account: alice.account })
    assert.equal(await order.read.canSellDPINE([b]), false)
    const tooMany = Array.from({ length: 201 }, () => b)
    await viem.assertions.revertWithCustomError(
      order.write.setSellPermission([tooMany, true]),
      order,
      'WhitelistBatchTooLarge',
    )
  })
})
