/**
 * Measures gasUsed of the user-facing calls on Hardhat's in-process chain and writes gas-report.md.
 * Run: npm run gas-report -w @vita/contracts (builds with the production profile: optimizer, 200 runs).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { network } from 'hardhat'
import { zeroAddress, type Hash } from 'viem'
import { contractsPackageDir } from '../src/devChain'
import { DPINE, FAR_FUTURE, USDT, deployVita } from '../test-support/fixture'

const { viem } = await network.create()
const publicClient = await viem.getPublicClient()
const vita = await deployVita(viem)
const { order, pool, usdt, users } = vita
const [alice, bob] = users
if (!alice || !bob) throw new Error('missing users')

const rows: Array<[string, bigint]> = []
async function measure(label: string, write: Promise<Hash>): Promise<void> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash: await write })
  if (receipt.status !== 'success') throw new Error(`${label} reverted`)
  rows.push([label, receipt.gasUsed])
}

await measure('USDT approve (first allowance)', usdt.write.approve([order.address, USDT('224')]))
await measure(
  'placeOrder 224 USDT (first order: vaults go from 0)',
  order.write.placeOrder([USDT('224'), bob.account.address], { account: alice.account }),
)
await measure(
  'placeOrder 224 USDT (later order)',
  order.write.placeOrder([USDT('224'), bob.account.address], { account: alice.account }),
)
await measure(
  'placeOrder 224 USDT (zero referrer)',
  order.write.placeOrder([USDT('224'), zeroAddress], { account: bob.account }),
)
await measure('sellDPINE 10,000 DPINE', order.write.sellDPINE([DPINE('10000')], { account: alice.account }))
await measure(
  'swapExactIn USDT → DPINE (100 USDT)',
  pool.write.swapExactIn([true, USDT('100'), 0n, alice.account.address, FAR_FUTURE], {
    account: alice.account,
  }),
)
await measure(
  'swapExactIn DPINE → USDT (10,000 DPINE)',
  pool.write.swapExactIn([false, DPINE('10000'), 0n, alice.account.address, FAR_FUTURE], {
    account: alice.account,
  }),
)
// Bounded sale with the tightest minimum (0 bps slippage): the seller's exact 90 % share.
const swapped = await pool.read.getAmountOut([false, DPINE('10000')])
await measure(
  'sellDPINEWithMinimum 10,000 DPINE (exact minimum)',
  order.write.sellDPINEWithMinimum([DPINE('10000'), swapped - swapped / 10n, FAR_FUTURE], {
    account: alice.account,
  }),
)
const report = [
  '# Gas report',
  '',
  'Measured by `scripts/gas-report.ts` on Hardhat’s in-process chain (production profile: solc optimizer,',
  '200 runs, EVM cancun). Allowances for the swaps and orders were already set (max) except the approve row.',
  '',
  '| Call | gasUsed |',
  '|---|---:|',
  ...rows.map(([label, gas]) => `| ${label} | ${gas.toLocaleString('en-US')} |`),
  '',
].join('\n')
writeFileSync(join(contractsPackageDir, 'gas-report.md'), report)
console.log(report)
