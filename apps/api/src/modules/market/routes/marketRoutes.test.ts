import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, http, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccount, devPrivateKey } from '@vita/contracts'
import { accountingAbi } from '@vita/contracts/generated/abi/accounting'
import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import { mockUsdtAbi } from '@vita/contracts/generated/abi/mockUsdt'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type {
  Candles,
  ContractPools,
  ContractStatus,
  MarketStats,
  PoolReconciliation,
  PriceInfo,
  Quote,
  TokenInfo,
} from '@vita/shared'
import { body, createTestApp, signIn, TEST_GENESIS_INVITE, type TestApp } from '../../../app/testApp'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { createChainServices, fixedDeploymentSource } from '../../../platform/chain'
import { createHandlerRegistry } from '../../../platform/indexer/registry'
import { runIndexerOnce } from '../../../platform/indexer/runIndexerOnce'
import { startTestChain, type TestChain } from '../../../platform/indexer/testChain'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import { postTransfer } from '../../ledger'
import { reconcilePoolsCommand } from '../commands/reconcilePools'
import { registerMarketHandlers } from '../indexerHandlers'

const E18 = 10n ** 18n
let chain: TestChain

beforeAll(async () => {
  chain = await startTestChain(8631)
})
afterAll(async () => {
  await chain?.stop()
})

describe.each(testDatabaseKinds)('market routes on %s', (kind) => {
  let database: TestDatabase
  let live: TestApp
  let down: TestApp
  let liveChain: ReturnType<typeof createChainServices>
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    const deployment = fixedDeploymentSource(chain.deployment)
    liveChain = createChainServices({ chainId: 31337, rpcUrl: chain.rpcUrl, deployment, cacheTtlMs: 0 })
    live = await createTestApp(kind, { database, chain: liveChain })
    // Both RPCs refuse connections (port 9 is closed): every read must fall back.
    const deadChain = createChainServices({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:9',
      backupRpcUrl: 'http://127.0.0.1:9',
      deployment,
      timeouts: { primaryMs: 200, decimalsMs: 200, backupMs: 200 },
    })
    down = await createTestApp(kind, { database, chain: deadChain })
  })
  afterAll(async () => {
    await live?.close()
    await down?.close()
    await database?.dispose()
  })
  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers })

  it('GET /app/market/price answers the live pool price and supply', async () => {
    const response = await get(live, '/app/market/price')
    expect(response.statusCode).toBe(200)
    const { code, data } = body<PriceInfo>(response)
    const onChain = await chain.client.readContract({
      address: chain.contracts.pool,
      abi: dpinePoolAbi,
      functionName: 'price',
    })
    expect(code).toBe(0)
    // A fresh chain has less than 30 minutes of pool history: orders use the spot price, and say so.
    expect(data).toMatchObject({
      DPINEPrice: onChain.toString(),
      currentPrice: onChain.toString(),
      priceKind: 'spot',
      twapWindowSeconds: 1800,
      sellEnabled: true,
      stale: false,
    })
    expect(BigInt(data.totalSupply)).toBe(1_000_000_000n * E18)
    expect(BigInt(data.circulatingSupply)).toBeLessThan(BigInt(data.totalSupply))
  })

  it('GET /app/market/price falls back to 0.000003 USDT, stale, when the RPC is down', async () => {
    const response = await get(down, '/app/market/price')
    expect(response.statusCode).toBe(200)
    expect(body<PriceInfo>(response).data).toMatchObject({
      DPINEPrice: '3000000000000',
      currentPrice: '3000000000000',
      stale: true,
    })
    const quote = body<Quote>(await get(down, '/app/market/quote?side=buy&amountIn=1000000000000000000')).data
    expect(quote.stale).toBe(true)
    expect(quote.price).toBe('3000000000000')
  })

  it('GET /app/market/token-info answers supply figures and decimals', async () => {
    const { data } = body<TokenInfo>(await get(live, '/app/market/token-info'))
    expect(data).toMatchObject({ decimals: 18, totalSupply: (1_000_000_000n * E18).toString(), stale: false })
  })

  it('GET /app/market/contract-status answers for ?address= or the signed-in member', async () => {
    const seeded = await get(
      live,
      `/app/market/contract-status?address=${devAccount(1).address.toLowerCase()}`,
    )
    expect(body<ContractStatus>(seeded).data).toMatchObject({
      address: devAccount(1).address,
      isWhitelisted: true,
      isBlacklisted: false,
      sellEnabled: true,
      canSell: true,
      stale: false,
    })
    expect(
      body<ContractStatus>(await get(live, `/app/market/contract-status?address=${devAccount(15).address}`))
        .data.canSell,
    ).toBe(false)

    const anonymous = await get(live, '/app/market/contract-status')
    expect(anonymous.statusCode).toBe(401)
    const { token } = await signIn(live.app, privateKeyToAccount(devPrivateKey(2)), TEST_GENESIS_INVITE)
    const own = body<ContractStatus>(
      await get(live, '/app/market/contract-status', { authorization: `Bearer ${token}` }),
    ).data
    expect(own).toMatchObject({ address: devAccount(2).address, isWhitelisted: true })
    const minOrder = await chain.client.readContract({
      address: chain.contracts.order,
      abi: vitaOrderAbi,
      functionName: 'minOrderAmount',
    })
    expect(own.minAmount).toBe(minOrder.toString())

    const invalid = await get(live, '/app/market/contract-status?address=0x123')
    expect(invalid.statusCode).toBe(400)
    expect(body(invalid).code).toBe(7)
  })

  it('GET /app/market/quote?side=buy matches the pool contract to the wei', async () => {
    const amountIn = 250n * E18
    const quote = body<Quote>(
      await get(live, `/app/market/quote?side=buy&amountIn=${amountIn}&slippageBps=100`),
    ).data
    const onChain = await chain.client.readContract({
      address: chain.contracts.pool,
      abi: dpinePoolAbi,
      functionName: 'getAmountOut',
      args: [true, amountIn],
    })
    expect(quote).toMatchObject({
      side: 'buy',
      amountOut: onChain.toString(),
      poolOut: onChain.toString(),
      returnedToPool: '0',
      feeBps: 25,
      slippageBps: 100,
      stale: false,
    })
    expect(quote.minimumReceived).toBe(((onChain * 9_900n) / 10_000n).toString())
    expect((await get(live, '/app/market/quote?side=hold&amountIn=1')).statusCode).toBe(400)
    expect((await get(live, '/app/market/quote?side=buy&amountIn=1.5')).statusCode).toBe(400)
  })

  it('GET /app/market/quote?side=sell answers what the order contract pays the seller (90%), to the wei', async () => {
    const amountIn = 12_345n * E18
    const quote = body<Quote>(
      await get(live, `/app/market/quote?side=sell&amountIn=${amountIn}&slippageBps=100`),
    ).data
    const poolOut = await chain.client.readContract({
      address: chain.contracts.pool,
      abi: dpinePoolAbi,
      functionName: 'getAmountOut',
      args: [false, amountIn],
    })
    expect(quote).toMatchObject({ side: 'sell', poolOut: poolOut.toString(), stale: false })
    expect(BigInt(quote.amountOut)).toBe(poolOut - poolOut / 10n)
    expect(BigInt(quote.minimumReceived)).toBe((BigInt(quote.amountOut) * 9_900n) / 10_000n)

    // The sale itself (dev account 8 may sell) pays exactly the quote.
    const hash = await chain.sell({ seller: 8, amount: '12345' })
    const receipt = await chain.client.waitForTransactionReceipt({ hash })
    const [sold] = parseEventLogs({ abi: vitaOrderAbi, logs: receipt.logs, eventName: 'DPINESold' })
    expect(sold?.args.usdtOut.toString()).toBe(quote.amountOut)
    expect(sold?.args.returnedToPool.toString()).toBe(quote.returnedToPool)
  })

  it('GET /app/pools answers the central bank and fee pools', async () => {
    await chain.placeOrder({ buyer: 11, amount: '224' })
    const { data } = body<ContractPools>(await get(live, '/app/pools'))
    const [, centralBankRatio, feeRatio] = await chain.client.readContract({
      address: chain.contracts.order,
      abi: vitaOrderAbi,
      functionName: 'splitRatios',
    })
    expect(data).toMatchObject({
      centralBank: { ratioBps: centralBankRatio },
      fee: { ratioBps: feeRatio },
      stale: false,
    })
    expect(BigInt(data.centralBank.totalAmount)).toBeGreaterThan(0n)
  })

  it('GET /app/pools/reconciliation and pools:reconcile put each vault beside the books it backs (issue 30)', async () => {
    // The books as an applied order leaves them (club-rules §1, §3), then a dividend paid out of the static pool.
    const credit = (
      code: 'static_dividend_pool' | 'central_bank_pool' | 'dynamic_pool' | 'fee_pool',
      amount: bigint,
    ) =>
      postTransfer(database.db, {
        idempotencyKey: `reconcile-test:${kind}:${code}`,
        currency: 'USDT',
        type: 'income',
        amount,
        from: { systemCode: 'chain_deposits' },
        to: { systemCode: code },
      })
    await credit('static_dividend_pool', (E18 * 336n) / 10n)
    await credit('central_bank_pool', (E18 * 1456n) / 10n)
    await credit('dynamic_pool', (E18 * 224n) / 10n)
    await credit('fee_pool', (E18 * 224n) / 10n)
    await postTransfer(database.db, {
      idempotencyKey: `reconcile-test:${kind}:dividend`,
      currency: 'USDT',
      type: 'static_earnings',
      amount: 10n * E18,
      from: { systemCode: 'static_dividend_pool' },
      to: { systemCode: 'operator_adjustments' },
    })
    const vault = (address: `0x${string}`) =>
      chain.client.readContract({
        address: chain.contracts.usdt,
        abi: mockUsdtAbi,
        functionName: 'balanceOf',
        args: [address],
      })
    const { data } = body<PoolReconciliation>(await get(live, '/app/pools/reconciliation'))
    expect(data.stale).toBe(false)
    const [staticPool, centralBank, fee] = data.pools
    expect(staticPool).toMatchObject({
      vault: 'staticDividend',
      address: chain.contracts.staticDividendPool,
      ratioBps: 1500,
      onChain: String(await vault(chain.contracts.staticDividendPool)),
      books: String((E18 * 236n) / 10n),
    })
    expect(BigInt(staticPool!.difference)).toBe(BigInt(staticPool!.onChain) - (E18 * 236n) / 10n)
    expect(centralBank).toMatchObject({
      vault: 'centralBank',
      ratioBps: 7500,
      onChain: String(await vault(chain.contracts.centralBankPool)),
      accounts: [
        { code: 'central_bank_pool', balance: String((E18 * 1456n) / 10n) },
        { code: 'dynamic_pool', balance: String((E18 * 224n) / 10n) },
      ],
      books: String(168n * E18),
    })
    expect(fee).toMatchObject({ vault: 'fee', ratioBps: 1000, books: String((E18 * 224n) / 10n) })

    const output = await runOpsCommand({
      db: database.db,
      commands: new Map([[reconcilePoolsCommand.name, reconcilePoolsCommand]]),
      argv: ['pools:reconcile'],
      operator: 'test',
      chain: { reader: liveChain.reader, contracts: () => chain.deployment.contracts },
    })
    expect(output).toContain('books 168 (central_bank_pool 145.6, dynamic_pool 22.4)')
    expect(output).toMatch(/staticDividend .* difference [+-]/)
  })

  it('GET /app/market/candles and /stats come from indexed trades', async () => {
    await chain.swap({ trader: 12, usdtIn: true, amount: '300' })
    // DPINE is sold only through the order contract (dev accounts 0..9 may sell).
    await chain.sell({ seller: 9, amount: '1000' })
    const chainId = live.config.chainId
    const registry = registerMarketHandlers(createHandlerRegistry())
    await runIndexerOnce({
      db: database.db,
      client: chain.client,
      chainId,
      deployment: chain.deployment,
      registry,
      confirmations: 1,
    })

    live.clock.now = new Date()
    const candles = body<Candles>(await get(live, '/app/market/candles?interval=1h&limit=24')).data
    expect(candles.interval).toBe('1h')
    expect(candles.candles.reduce((sum, candle) => sum + candle.trades, 0)).toBeGreaterThanOrEqual(2)
    const stats = body<MarketStats>(await get(live, '/app/market/stats')).data
    expect(BigInt(stats.volume24h)).toBeGreaterThan(1_000n * E18)
    expect(BigInt(stats.marketCap)).toBe((BigInt(stats.price) * BigInt(stats.circulatingSupply)) / E18)
    expect((await get(live, '/app/market/candles?interval=5m')).statusCode).toBe(400)
  })

  it('GET /app/market/price says the order price is the 30-minute average once the pool has the history', async () => {
    const snapshot = await chain.snapshot()
    try {
      await createTestClient({ mode: 'hardhat', transport: http(chain.rpcUrl) }).increaseTime({
        seconds: 1800,
      })
      await chain.mine()
      const { data } = body<PriceInfo>(await get(live, '/app/market/price'))
      const [price, isTimeWeighted, window] = await chain.client.readContract({
        address: chain.contracts.accounting,
        abi: accountingAbi,
        functionName: 'currentPriceInfo',
      })
      expect(isTimeWeighted).toBe(true)
      expect(data).toMatchObject({
        currentPrice: price.toString(),
        priceKind: 'twap',
        twapWindowSeconds: window,
      })
    } finally {
      await chain.revert(snapshot)
    }
  })
})
