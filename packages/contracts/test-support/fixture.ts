import type { NetworkConnection } from 'hardhat/types/network'
import { maxUint256, parseUnits } from 'viem'

export const USDT = (amount: string): bigint => parseUnits(amount, 18)
export const DPINE = USDT
export const SUPPLY = DPINE('1000000000')
export const POOL_USDT = USDT('100000')
export const POOL_DPINE = DPINE('10000000')
export const ORDER_RESERVE = DPINE('100000000')
export const FAR_FUTURE = 2n ** 40n

type Viem = NetworkConnection['viem']

/** Plain token + pool deployment, without any liquidity. */
export async function deployTokens(viem: Viem) {
  const [owner, ...users] = await viem.getWalletClients()
  if (!owner) throw new Error('no wallet clients')
  const usdt = await viem.deployContract('MockUSDT')
  const dpine = await viem.deployContract('DPINEToken', [SUPPLY])
  const pool = await viem.deployContract('DpinePool', [usdt.address, dpine.address])
  return { owner, users, usdt, dpine, pool, publicClient: await viem.getPublicClient() }
}

/**
 * The full product on the in-process chain, seeded like the dev chain: pool at 0.01 USDT/DPINE
 * with the order contract as its sell router, every user holding 1,000,000 USDT and 100,000 DPINE
 * with allowances to the order contract and the pool, all whitelisted, sales enabled for
 * users[0..8] (wallet index 1..9).
 */
export async function deployVita(viem: Viem) {
  const base = await deployTokens(viem)
  const { owner, users, usdt, dpine, pool } = base
  const accounting = await viem.deployContract('Accounting', [pool.address])
  const staticPool = await viem.deployContract('PoolVault', ['staticDividendPool'])
  const centralBank = await viem.deployContract('PoolVault', ['centralBankPool'])
  const feePool = await viem.deployContract('PoolVault', ['feePool'])
  const order = await viem.deployContract('VitaOrder', [
    usdt.address,
    dpine.address,
    accounting.address,
    pool.address,
    staticPool.address,
    centralBank.address,
    feePool.address,
  ])
  await pool.write.setSellRouter([order.address])

  await usdt.write.mint([owner.account.address, POOL_USDT])
  await usdt.write.approve([pool.address, POOL_USDT])
  await dpine.write.approve([pool.address, POOL_DPINE])
  await pool.write.addLiquidity([POOL_USDT, POOL_DPINE])
  await dpine.write.transfer([order.address, ORDER_RESERVE])

  for (const user of users) {
    const address = user.account.address
    await usdt.write.mint([address, USDT('1000000')])
    await dpine.write.transfer([address, DPINE('100000')])
    for (const spender of [order.address, pool.address]) {
      await usdt.write.approve([spender, maxUint256], { account: user.account })
      await dpine.write.approve([spender, maxUint256], { account: user.account })
    }
  }
  const addresses = users.map((user) => user.account.address)
  await order.write.setWhitelisted([addresses, true])
  await order.write.setSellEnabled([true])
  await order.write.setSellPermission([addresses.slice(0, 9), true])
  return { ...base, accounting, staticPool, centralBank, feePool, order }
}
