/**
 * Indexer throughput on PostgreSQL from a backlog of real chain logs. A dev chain (automine off)
 * gets SWAPS pool swaps from the 20 dev accounts, sent as JSON-RPC batches of eth_sendTransaction
 * and mined with evm_mine (~300 swaps a block); then `runIndexerOnce` applies the whole backlog
 * from the stream's start: eth_getLogs, decoding, and the exactly-once inserts + trades + checkpoint
 * per batch. Prints "indexer logs/s" for the whole pass and for the database part alone.
 * Run: npx tsx bench/indexer.ts   (env: SWAPS, BENCH_CHAIN_PORT, TEST_DATABASE_URL)
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { encodeFunctionData, maxUint256, toHex, type Address, type Hex } from 'viem'
import {
  deployAll,
  devAccounts,
  dpinePoolAbi,
  mockUsdtAbi,
  startDevChain,
  vitaOrderAbi,
} from '@vita/contracts'
import {
  createChainClients,
  createHandlerRegistry,
  registerClubHandlers,
  registerMarketHandlers,
  runIndexerOnce,
} from '@vita/api/bench'
import { createBenchDatabase } from './freshDatabase'

const SWAPS = Number(process.env.SWAPS ?? 20_000)
const PORT = Number(process.env.BENCH_CHAIN_PORT ?? 8641)
const RPC_BATCH = 500

const chain = await startDevChain({ port: PORT, chainId: 31337 })
const database = await createBenchDatabase('vita_bench_indexer', 4)
try {
  const deployment = await deployAll({ rpcUrl: chain.rpcUrl, chainId: 31337 })
  const pool = deployment.contracts.pool as Address
  const accounts = devAccounts().map((account) => account.address)

  let id = 0
  async function rpc(calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(calls.map((call) => ({ jsonrpc: '2.0', id: ++id, ...call }))),
    })
    const answers = (await response.json()) as { result?: unknown; error?: { message: string } }[]
    const failed = answers.find((answer) => answer.error)
    if (failed?.error) throw new Error(failed.error.message)
    return answers.map((answer) => answer.result)
  }
  const send = (from: Address, to: Address, data: Hex) => ({
    method: 'eth_sendTransaction',
    params: [{ from, to, data, gas: toHex(200_000), gasPrice: toHex(10_000_000_000n) }],
  })

  // Approvals (automine on), then the backlog with automine off.
  const approve = (spender: Address) =>
    encodeFunctionData({ abi: mockUsdtAbi, functionName: 'approve', args: [spender, maxUint256] })
  const order = deployment.contracts.order
  if (!order) throw new Error('the deployment has no order contract')
  await rpc(
    accounts.flatMap((from) => [
      send(from, deployment.contracts.usdt, approve(pool)),
      send(from, deployment.contracts.dpine, approve(order)),
    ]),
  )
  const t0 = performance.now()
  await rpc([{ method: 'evm_setAutomine', params: [false] }])
  // Buys of 1 USDT on the pool and sales of 100 DPINE (≈ 1 USDT at 0.01) through the order contract
  // (the pool takes DPINE only from it) keep the price steady; each seller sells at most ~50,000 of its
  // 100,000 DPINE.
  const buyData = (recipient: Address) =>
    encodeFunctionData({
      abi: dpinePoolAbi,
      functionName: 'swapExactIn',
      args: [true, 10n ** 18n, 0n, recipient, 2n ** 40n],
    })
  const sellData = encodeFunctionData({
    abi: vitaOrderAbi,
    functionName: 'sellDPINE',
    args: [100n * 10n ** 18n],
  })
  let sent = 0
  while (sent < SWAPS) {
    const calls = []
    for (let i = 0; i < RPC_BATCH && sent < SWAPS; i += 1, sent += 1) {
      // Account 0 (the deployer) only buys: its DPINE is the treasury; accounts 1–9 may sell.
      const index = sent % accounts.length
      const from = accounts[index] as Address
      const sells = index >= 1 && index <= 9 && sent % 2 === 1
      calls.push(sells ? send(from, order, sellData) : send(from, pool, buyData(from)))
    }
    await rpc(calls)
    await rpc([{ method: 'evm_mine', params: [] }])
  }
  // Mine until the mempool is empty.
  for (;;) {
    const [pending] = (await rpc([
      { method: 'eth_getBlockTransactionCountByNumber', params: ['pending'] },
    ])) as Hex[]
    if (!pending || BigInt(pending) === 0n) break
    await rpc([{ method: 'evm_mine', params: [] }])
  }
  await rpc([{ method: 'evm_setAutomine', params: [true] }])
  const { primary: client } = createChainClients({ chainId: 31337, rpcUrl: chain.rpcUrl })
  const head = await client.getBlockNumber({ cacheTime: 0 })
  console.log(
    `backlog: ${SWAPS} swaps sent and mined up to block ${head} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )

  let dbMs = 0
  let fetchMs = 0
  const registry = registerClubHandlers(registerMarketHandlers(createHandlerRegistry()))
  const t1 = performance.now()
  const result = await runIndexerOnce({
    db: database.db,
    client,
    chainId: 31337,
    deployment,
    registry,
    confirmations: 1,
    // ~300 swaps a block: 20 blocks keep each eth_getLogs answer under viem's 10 MB limit.
    batchBlocks: 20,
    onBatchApplied: (batch) => {
      dbMs += batch.applyMs
      fetchMs += batch.fetchMs
    },
  })
  const seconds = (performance.now() - t1) / 1000
  const trades = (await database.db.execute(sql`select count(*)::int as n from trades`)) as unknown as {
    rows: { n: number }[]
  }
  console.log(
    `applied ${result.applied} logs in ${result.batches} batch(es), ${trades.rows[0]?.n} trades, ${seconds.toFixed(2)} s`,
  )
  console.log(`indexer logs/s: ${Math.round(result.applied / seconds)}`)
  console.log(
    `  of which eth_getLogs + decoding: ${(fetchMs / 1000).toFixed(2)} s, database: ${(dbMs / 1000).toFixed(2)} s`,
  )
  console.log(`indexer logs/s (database apply only): ${Math.round(result.applied / (dbMs / 1000))}`)
} finally {
  await database.drop()
  await chain.stop()
}
