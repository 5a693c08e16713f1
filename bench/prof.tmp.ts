import { performance } from 'node:perf_hooks'
import { getAbiItem, type Hex } from 'viem'
import { dpinePoolAbi } from '@vita/contracts'
import { applyBatch, type RoutedLog } from '@vita/api/modules/indexer/applyBatch'
import { createHandlerRegistry } from '@vita/api/modules/indexer/registry'
import { createCheckpoint } from '@vita/api/modules/indexer/checkpoint'
import { registerMarketHandlers } from '@vita/api/modules/market/indexHandlers'
import { createBenchDatabase } from './freshDatabase'
const N = Number(process.env.N ?? 10000)
const database = await createBenchDatabase('vita_prof', 4)
try {
  const registry = registerMarketHandlers(createHandlerRegistry())
  const event = registry.events.get('pool:Swapped')!
  void getAbiItem
  const key = { chainId: 1, stream: 'contracts' }
  await createCheckpoint(database.db, key, { blockNumber: 0n, blockHash: '0x00' })
  const logs: RoutedLog[] = Array.from({ length: N }, (_, i) => ({ event, log: {
    chainId: 1, blockNumber: 1n + BigInt(Math.floor(i / 300)), blockHash: ('0x' + 'a'.repeat(64)) as Hex, blockTime: new Date(), txHash: ('0x' + i.toString(16).padStart(64, '0')) as Hex, logIndex: i % 300,
    address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', eventName: 'Swapped',
    args: { sender: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', recipient: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', usdtIn: i % 2 === 0, amountIn: 10n ** 18n, amountOut: 99n * 10n ** 18n, fee: 25n * 10n ** 14n, reserveUsdt: 10n ** 23n, reserveDpine: 10n ** 25n },
  } }))
  const t = performance.now()
  const applied = await applyBatch(database.db, { fromBlock: 1n, to: { blockNumber: 100n, blockHash: '0x01' }, logs, blockHashes: new Map([[100n, '0x01' as Hex]]) }, { key, context: { chainId: 1, contracts: { usdt: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', dpine: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' } }, reorgWindow: 256n, anchorBlock: 0n })
  const ms = performance.now() - t
  console.log(`applied ${applied} in ${ms.toFixed(0)} ms = ${Math.round(applied / ms * 1000)}/s`)
} finally { await database.drop() }
