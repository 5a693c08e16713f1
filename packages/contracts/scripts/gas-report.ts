/**
 * Measures gasUsed of the user-facing calls on Hardhat's in-process chain and writes gas-report.md.
 * Run: npm run gas-report -w @vita/contracts (builds with the production profile: optimizer, 200 runs).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { network } from 'hardhat'
import { zeroAddress, type Address, type Hash } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { contractsPackageDir } from '../src/devChain'
import { DPINE, FAR_FUTURE, USDT, deployVita } from '../test-support/fixture'

const { viem, networkHelpers } = await network.create()
const publicClient = await viem.getPublicClient()
const vita = await deployVita(viem)
const { order, pool, usdt, accounting, users } = vita
const [alice, bob, operator] = users
if (!alice || !bob || !operator) throw new Error('missing users')

const rows: Array<[string, bigint]> = []
async function gasOf(label: string, write: Promise<Hash>): Promise<bigint> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash: await write })
  if (receipt.status !== 'success') throw new Error(`${label} reverted`)
  return receipt.gasUsed
}
async function measure(label: string, write: Promise<Hash>): Promise<void> {
  rows.push([label, await gasOf(label, write)])
}
const buy = (usdtIn: bigint) =>
  pool.write.swapExactIn([true, usdtIn, 0n, alice.account.address, FAR_FUTURE], { account: alice.account })

// A fresh pool: less than 30 minutes of history, so orders are priced at the spot price.
await measure('USDT approve (first allowance)', usdt.write.approve([order.address, USDT('224')]))
await measure(
  'placeOrder 224 USDT (first order: vaults go from 0, wallet’s first order records its referrer; spot price)',
  order.write.placeOrder([USDT('224'), bob.account.address], { account: alice.account }),
)
await measure(
  'placeOrder 224 USDT (wallet’s 2nd order; spot price)',
  order.write.placeOrder([USDT('224'), bob.account.address], { account: alice.account }),
)
await measure(
  'placeOrder 224 USDT (wallet’s first order, zero referrer; spot price)',
  order.write.placeOrder([USDT('224'), zeroAddress], { account: bob.account }),
)

// Steady state: a trade every 59 s for 70 minutes fills the 64-slot observation ring and wraps it.
let firstPass: bigint | undefined
for (let i = 0; i < 70; i += 1) {
  await networkHelpers.time.increase(59)
  const gas = await gasOf('warm-up buy', buy(USDT('1')))
  firstPass ??= gas
}
const [, isTimeWeighted] = await accounting.read.currentPriceInfo()
if (!isTimeWeighted) throw new Error('the 30-minute average should apply by now')
rows.push([
  'swapExactIn USDT → DPINE (1 USDT) storing an observation in a new ring slot (first 64 only)',
  firstPass ?? 0n,
])

await measure(
  'placeOrder 224 USDT (wallet’s 3rd order; 30-minute average)',
  order.write.placeOrder([USDT('224'), bob.account.address], { account: alice.account }),
)
await measure('swapExactIn USDT → DPINE (100 USDT), accumulator only', buy(USDT('100')))
await measure(
  'sellDPINE 10,000 DPINE, accumulator only',
  order.write.sellDPINE([DPINE('10000')], { account: alice.account }),
)
// Bounded sale with the tightest minimum (0 bps slippage): the seller's exact 90 % share.
const swapped = await pool.read.getAmountOut([false, DPINE('10000')])
await measure(
  'sellDPINEWithMinimum 10,000 DPINE (exact minimum), accumulator only',
  order.write.sellDPINEWithMinimum([DPINE('10000'), swapped - swapped / 10n, FAR_FUTURE], {
    account: alice.account,
  }),
)
await networkHelpers.time.increase(60)
await measure(
  'swapExactIn USDT → DPINE (100 USDT) storing an observation (ring slot reused)',
  buy(USDT('100')),
)
await networkHelpers.time.increase(60)
await measure(
  'sellDPINE 10,000 DPINE storing an observation (ring slot reused)',
  order.write.sellDPINE([DPINE('10000')], { account: alice.account }),
)

// The registration job's batches: 200 new wallets, then the same batch retried (all already in).
const wallets: Address[] = Array.from({ length: 200 }, (_, i) =>
  privateKeyToAddress(`0x${(0x9a5000n + BigInt(i + 1)).toString(16).padStart(64, '0')}`),
)
await order.write.setOperator([operator.account.address, true])
await measure(
  'whitelistBatch 200 new wallets (operator)',
  order.write.whitelistBatch([wallets], { account: operator.account }),
)
await measure(
  'whitelistBatch 200 wallets already whitelisted (a retried batch)',
  order.write.whitelistBatch([wallets], { account: operator.account }),
)

const report = [
  '# Gas report',
  '',
  'Measured by `scripts/gas-report.ts` on Hardhat’s in-process chain (production profile: solc optimizer,',
  '200 runs, EVM cancun). Allowances for the swaps and orders were already set (max) except the approve row.',
  'DPINE is sold only through the order contract (the pool’s sell router), so there is no direct',
  'DPINE → USDT swap row. Every reserve change first brings the price accumulator up to date (once per',
  'block) and stores an observation when the newest is 60 s old; orders read the 30-minute average.',
  '',
  '| Call | gasUsed |',
  '|---|---:|',
  ...rows.map(([label, gas]) => `| ${label} | ${gas.toLocaleString('en-US')} |`),
  '',
].join('\n')
writeFileSync(join(contractsPackageDir, 'gas-report.md'), report)
console.log(report)
