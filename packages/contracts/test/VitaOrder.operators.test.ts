import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, parseEventLogs, zeroAddress, type Address } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { STAKING_WHITELIST_BATCH_MAX } from '@vita/shared/constants'
import { USDT, deployVita } from '../test-support/fixture'

const { viem, networkHelpers } = await network.create()
const publicClient = await viem.getPublicClient()
const fixture = () => deployVita(viem)

async function roles() {
  const vita = await networkHelpers.loadFixture(fixture)
  const [operator, alice] = vita.users
  if (!operator || !alice) throw new Error('missing users')
  await vita.order.write.setOperator([operator.account.address, true])
  return { ...vita, operator, alice }
}

/** `count` fresh wallets (never whitelisted): addresses of the keys 0x…01, 0x…02, … */
function freshWallets(count: number, from = 1): Address[] {
  return Array.from({ length: count }, (_, i) =>
    privateKeyToAddress(`0x${(0xc1ab000n + BigInt(from + i)).toString(16).padStart(64, '0')}`),
  )
}

describe('VitaOrder operators: whitelistBatch for the registration job', () => {
  it('setOperator is the owner’s: it emits OperatorUpdated, refuses the zero address and others', async () => {
    const { order, operator, alice } = await roles()
    const a = getAddress(alice.account.address)
    await viem.assertions.emitWithArgs(order.write.setOperator([a, true]), order, 'OperatorUpdated', [
      a,
      true,
    ])
    assert.equal(await order.read.isOperator([a]), true)
    await viem.assertions.emitWithArgs(order.write.setOperator([a, false]), order, 'OperatorUpdated', [
      a,
      false,
    ])
    assert.equal(await order.read.isOperator([a]), false)
    await viem.assertions.revertWithCustomError(
      order.write.setOperator([zeroAddress, true]),
      order,
      'ZeroAddress',
    )
    // An operator cannot make operators.
    await viem.assertions.revertWithCustomError(
      order.write.setOperator([a, true], { account: operator.account }),
      order,
      'OwnableUnauthorizedAccount',
    )
  })

  it('an operator whitelists a batch, one WhitelistUpdated per wallet, and the wallets can then buy', async () => {
    const { order, operator, alice } = await roles()
    await order.write.setWhitelisted([[alice.account.address], false])
    const wallets = [...freshWallets(2), getAddress(alice.account.address)]
    const hash = await order.write.whitelistBatch([wallets], { account: operator.account })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const events = parseEventLogs({ abi: order.abi, logs: receipt.logs, eventName: 'WhitelistUpdated' })
    assert.deepEqual(
      events.map((event) => event.args),
      wallets.map((account) => ({ account, allowed: true })),
    )
    for (const wallet of wallets) assert.equal(await order.read.isWhitelisted([wallet]), true)
    await order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account })
  })

  it('is idempotent: a retried batch succeeds and emits only for the wallets it added', async () => {
    const { order, operator } = await roles()
    const [first, second, third] = freshWallets(3)
    if (!first || !second || !third) throw new Error('missing wallets')
    await order.write.whitelistBatch([[first, second]], { account: operator.account })
    const hash = await order.write.whitelistBatch([[first, second, third, third]], {
      account: operator.account,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    assert.equal(receipt.status, 'success')
    const events = parseEventLogs({ abi: order.abi, logs: receipt.logs, eventName: 'WhitelistUpdated' })
    assert.deepEqual(
      events.map((event) => event.args.account),
      [third],
    )
    // An empty batch is a no-op, not an error.
    await order.write.whitelistBatch([[]], { account: operator.account })
  })

  it('the owner may batch too; a revoked operator and any other account are refused with NotOwnerOrOperator', async () => {
    const { order, operator, alice } = await roles()
    const [wallet] = freshWallets(1)
    if (!wallet) throw new Error('missing wallet')
    await order.write.whitelistBatch([[wallet]])
    assert.equal(await order.read.isWhitelisted([wallet]), true)
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.whitelistBatch([[wallet]], { account: alice.account }),
      order,
      'NotOwnerOrOperator',
      [getAddress(alice.account.address)],
    )
    await order.write.setOperator([operator.account.address, false])
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.whitelistBatch([[wallet]], { account: operator.account }),
      order,
      'NotOwnerOrOperator',
      [getAddress(operator.account.address)],
    )
    // Operators whitelist only: removing stays the owner's (setWhitelisted).
    await viem.assertions.revertWithCustomError(
      order.write.setWhitelisted([[wallet], false], { account: operator.account }),
      order,
      'OwnableUnauthorizedAccount',
    )
  })

  it(`takes at most ${STAKING_WHITELIST_BATCH_MAX} wallets (WhitelistBatchTooLarge above) and refuses the zero address`, async () => {
    const { order, operator } = await roles()
    assert.equal(await order.read.MAX_WHITELIST_BATCH(), BigInt(STAKING_WHITELIST_BATCH_MAX))
    const full = freshWallets(STAKING_WHITELIST_BATCH_MAX)
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.whitelistBatch([[...full, ...freshWallets(1, 1000)]], { account: operator.account }),
      order,
      'WhitelistBatchTooLarge',
      [BigInt(STAKING_WHITELIST_BATCH_MAX + 1), BigInt(STAKING_WHITELIST_BATCH_MAX)],
    )
    await order.write.whitelistBatch([full], { account: operator.account })
    assert.equal(await order.read.isWhitelisted([full[STAKING_WHITELIST_BATCH_MAX - 1] ?? zeroAddress]), true)
    await viem.assertions.revertWithCustomError(
      order.write.whitelistBatch([[...freshWallets(1, 2000), zeroAddress]], { account: operator.account }),
      order,
      'ZeroAddress',
    )
  })
})
