/**
 * Quote latency: GET /app/market/quote through the whole Fastify stack (inject: routing, zod
 * validation, serialization, envelope) against a dev chain's pool. Measured twice: with the
 * reader's 1 s cache (reserves read at most once a second, the production setting) and with no
 * cache (every quote reads the reserves over JSON-RPC). Prints p50/p99.
 * Run: npx tsx bench/quote.ts   (env: QUOTES, BENCH_CHAIN_PORT, TEST_DATABASE_URL)
 */
import { performance } from 'node:perf_hooks'
import { deployAll, startDevChain } from '@vita/contracts'
import { createChainServices, createTestApp, fixedDeploymentSource } from '@vita/api/bench'
import { createBenchDatabase, percentile } from './freshDatabase'

const QUOTES = Number(process.env.QUOTES ?? 5_000)
const PORT = Number(process.env.BENCH_CHAIN_PORT ?? 8642)

const chain = await startDevChain({ port: PORT, chainId: 31337 })
const database = await createBenchDatabase('vita_bench_quote', 4)
try {
  const deployment = await deployAll({ rpcUrl: chain.rpcUrl, chainId: 31337 })
  for (const [label, cacheTtlMs] of [
    ['cached reserves (1 s)', 1_000],
    ['no cache (RPC per quote)', 0],
  ] as const) {
    const services = createChainServices({
      chainId: 31337,
      rpcUrl: chain.rpcUrl,
      deployment: fixedDeploymentSource(deployment),
      cacheTtlMs,
    })
    const app = await createTestApp('postgres', {
      database: { ...database, dispose: async () => undefined },
      chain: services,
    })
    const runs = cacheTtlMs === 0 ? Math.min(QUOTES, 1_000) : QUOTES
    const samples: number[] = []
    for (let i = 0; i < runs + 200; i += 1) {
      const side = i % 2 === 0 ? 'buy' : 'sell'
      const amountIn = (BigInt(1 + (i % 1000)) * 10n ** 18n).toString()
      const started = performance.now()
      const response = await app.app.inject({
        method: 'GET',
        url: `/app/market/quote?side=${side}&amountIn=${amountIn}&slippageBps=50`,
      })
      const elapsed = performance.now() - started
      if (response.statusCode !== 200) throw new Error(`quote failed: ${response.body}`)
      if (i >= 200) samples.push(elapsed) // the first 200 warm up JIT and connections
    }
    await app.close()
    console.log(
      `quote latency, ${label}: p50 ${percentile(samples, 0.5).toFixed(3)} ms, p99 ${percentile(samples, 0.99).toFixed(3)} ms (${runs} quotes)`,
    )
  }
} finally {
  await database.drop()
  await chain.stop()
}
