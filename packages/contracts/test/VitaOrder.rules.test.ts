import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, parseEventLogs, zeroAddress, type Hash } from 'viem'
import { USDT, deployVita } from '../test-support/fixture'

const { viem, networkHelpers } = await network.create()
const publicClient = await viem.getPublicClient()
const fixture = () => deployVita(viem)

async function buyers() {
  const vita = await networkHelpers.loadFixture(fixture)
  const [alice, bob, carol, dave] = vita.users
  if (!alice || !bob || !carol || !dave) throw new Error('missing users')
  return { ...vita, alice, bob, carol, dave }
}

const PRICE = USDT('224')

/** The events of a mined order, by name. */
async function eventsOf(vita: Awaited<ReturnType<typeof buyers>>, hash: Hash) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  assert.equal(receipt.status, 'success')
  const logs = parseEventLogs({ abi: vita.order.abi, logs: receipt.logs })
  return {
    placed: logs.filter((log) => log.eventName === 'OrderPlaced'),
    recorded: logs.filter((log) => log.eventName === 'ReferrerRecorded'),
  }
}

describe('VitaOrder order rules: exact price, 4 orders per wallet, referrer recorded once', () => {
  it('an order above the price reverts with OrderAmountNotPrice (one wei over, and two orders at once)', async () => {
    const { order, alice } = await buyers()
    for (const amount of [PRICE + 1n, USDT('448')]) {
      await viem.assertions.revertWithCustomErrorWithArgs(
        order.write.placeOrder([amount, zeroAddress], { account: alice.account }),
        order,
        'OrderAmountNotPrice',
        [amount, PRICE],
      )
    }
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.placeOrder([0n, zeroAddress], { account: alice.account }),
      order,
      'OrderBelowMinimum',
      [0n, PRICE],
    )
    assert.equal(await order.read.ordersOf([alice.account.address]), 0n)
  })

  it('the owner sets the price: the old price is then refused, the new one accepted', async () => {
    const { order, alice } = await buyers()
    await order.write.setOrderPrice([USDT('300')])
    assert.equal(await order.read.minOrderAmount(), USDT('300'))
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.placeOrder([PRICE, zeroAddress], { account: alice.account }),
      order,
      'OrderBelowMinimum',
      [PRICE, USDT('300')],
    )
    await order.write.placeOrder([USDT('300'), zeroAddress], { account: alice.account })
    assert.equal(await order.read.ordersOf([alice.account.address]), 1n)
  })

  it('a 5th order of one wallet reverts with OrderLimitReached; the limit is per wallet, not per referrer', async () => {
    const { order, alice, bob, carol } = await buyers()
    for (let i = 1n; i <= 4n; i++) {
      await order.write.placeOrder([PRICE, carol.account.address], { account: alice.account })
      assert.equal(await order.read.ordersOf([alice.account.address]), i)
    }
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.placeOrder([PRICE, carol.account.address], { account: alice.account }),
      order,
      'OrderLimitReached',
      [getAddress(alice.account.address), 4n],
    )
    // Another wallet under the same referrer still has its own four.
    for (let i = 0; i < 4; i++)
      await order.write.placeOrder([PRICE, carol.account.address], { account: bob.account })
    assert.equal(await order.read.ordersOf([bob.account.address]), 4n)
    assert.equal(await order.read.orderCount(), 8n)
  })

  it('the owner moves the limit: a raised limit allows more, a lowered one stops a wallet already above it', async () => {
    const { order, alice } = await buyers()
    await order.write.setMaxOrdersPerWallet([5])
    for (let i = 0; i < 5; i++) await order.write.placeOrder([PRICE, zeroAddress], { account: alice.account })
    await order.write.setMaxOrdersPerWallet([2])
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.placeOrder([PRICE, zeroAddress], { account: alice.account }),
      order,
      'OrderLimitReached',
      [getAddress(alice.account.address), 2n],
    )
  })

  it('the first order records the referrer (ReferrerRecorded); a later order passing another referrer keeps it', async () => {
    const vita = await buyers()
    const { order, alice, bob, carol } = vita
    const [a, b] = [getAddress(alice.account.address), getAddress(bob.account.address)]
    const first = await eventsOf(
      vita,
      await order.write.placeOrder([PRICE, bob.account.address], { account: alice.account }),
    )
    assert.deepEqual(
      first.recorded.map((log) => log.args),
      [{ account: a, referrer: b }],
    )
    assert.equal(first.placed[0]?.args.referrer, b)
    assert.equal(await order.read.referrerOf([a]), b)

    const later = await eventsOf(
      vita,
      await order.write.placeOrder([PRICE, carol.account.address], { account: alice.account }),
    )
    assert.deepEqual(later.recorded, [])
    // OrderPlaced carries the recorded referrer, not the ignored argument.
    assert.equal(later.placed[0]?.args.referrer, b)
    assert.equal(await order.read.referrerOf([a]), b)
  })

  it('a first order with the zero referrer records none, and a later referrer is still ignored', async () => {
    const vita = await buyers()
    const { order, dave, bob } = vita
    const first = await eventsOf(
      vita,
      await order.write.placeOrder([PRICE, zeroAddress], { account: dave.account }),
    )
    assert.deepEqual(first.recorded, [])
    const later = await eventsOf(
      vita,
      await order.write.placeOrder([PRICE, bob.account.address], { account: dave.account }),
    )
    assert.deepEqual(later.recorded, [])
    assert.equal(later.placed[0]?.args.referrer, zeroAddress)
    assert.equal(await order.read.referrerOf([dave.account.address]), zeroAddress)
  })

  it('a refused order counts nothing and records no referrer', async () => {
    const { order, alice, bob } = await buyers()
    await order.write.setBlacklisted([[alice.account.address], true])
    await viem.assertions.revertWithCustomError(
      order.write.placeOrder([PRICE, bob.account.address], { account: alice.account }),
      order,
      'Blacklisted',
    )
    await order.write.setBlacklisted([[alice.account.address], false])
    await viem.assertions.revertWithCustomError(
      order.write.placeOrder([PRICE, alice.account.address], { account: alice.account }),
      order,
      'SelfReferral',
    )
    assert.equal(await order.read.ordersOf([alice.account.address]), 0n)
    assert.equal(await order.read.referrerOf([alice.account.address]), zeroAddress)
  })
})
