import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { AppConfig, DevFaucetResponse } from '@vita/shared'
import { loadConfig } from '../../config'
import { body, createTestApp, testConfig, type TestApp } from '../../app/testApp'
import { startTestChain, type TestChain } from '../../platform/indexer/testChain'
import { DEV_FAUCET_GRANT, DEV_FAUCET_LIMITS, devFaucetEnabled } from './faucet'

const CHAIN_PORT = 8697
const freshAddress = (): Address => privateKeyToAddress(generatePrivateKey())
const faucet = (app: TestApp, address: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/app/dev/faucet', payload: { address }, headers })

describe('devFaucetEnabled', () => {
  it('is on for the local dev chain only: never with RPC_URL, never on chain 56', () => {
    expect(devFaucetEnabled(testConfig())).toBe(false)
    expect(
      devFaucetEnabled(
        testConfig({
          RPC_URL: 'http://127.0.0.1:8545',
          CHAIN_ID: '31337',
          PUBLIC_RPC_URL: 'http://127.0.0.1:8545',
        }),
      ),
    ).toBe(false)
    const dev = loadConfig({
      DATA_DIR: '/tmp/vita-api-test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    })
    expect(dev.devChain).toBe(true)
    expect(devFaucetEnabled(dev)).toBe(true)
    expect(devFaucetEnabled({ ...dev, chainId: 56 })).toBe(false)
  })
})

describe('the faucet in a production configuration (RPC_URL set)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp('pglite', { chain: {} })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('has no route (404) and /app/config announces no dev chain, so no dev wallet', async () => {
    const response = await faucet(app, freshAddress())
    expect(response.statusCode).toBe(404)
    expect(body(response).code).toBe(404)
    const config = body<AppConfig>(await app.app.inject({ method: 'GET', url: '/app/config' }))
    expect(config.data.features.devChain).toBe(false)
    const docs = await app.app.inject({ method: 'GET', url: '/app/docs' })
    expect(docs.statusCode).toBe(200)
    expect(docs.body).toContain('/auth/get-nonce')
    expect(docs.body).not.toContain('/dev/faucet')
  })
})

describe('the faucet on the dev chain', () => {
  let chain: TestChain
  let app: TestApp
  beforeAll(async () => {
    chain = await startTestChain(CHAIN_PORT)
    app = await createTestApp('pglite', {
      env: { RPC_URL: '', CHAIN_ID: '31337', DEV_CHAIN_PORT: String(CHAIN_PORT), CARD_SECRET_KEY: '' },
      deployment: chain.deployment,
      chain: {},
    })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await chain?.stop()
  })

  const balances = async (address: Address) => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const [bnb, usdt] = await Promise.all([
      client.getBalance({ address }),
      client.readContract({
        address: chain.contracts.usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ])
    return { bnb, usdt }
  }

  it('says so in /app/config', async () => {
    const config = body<AppConfig>(await app.app.inject({ method: 'GET', url: '/app/config' }))
    expect(config.data.features.devChain).toBe(true)
  })

  it('sends BNB and USDT, confirmed before it answers', async () => {
    const address = freshAddress()
    const response = await faucet(app, address.toLowerCase(), { 'accept-language': 'en' })
    expect(response.statusCode).toBe(200)
    const { code, data } = body<DevFaucetResponse>(response)
    expect(code).toBe(0)
    expect(data).toMatchObject({
      address,
      BNB: { amount: DEV_FAUCET_GRANT.BNB.toString() },
      USDT: { amount: DEV_FAUCET_GRANT.USDT.toString() },
    })
    expect(data.BNB.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await balances(address)).toEqual({ bnb: DEV_FAUCET_GRANT.BNB, usdt: DEV_FAUCET_GRANT.USDT })
  })

  it('serves concurrent requests one after the other (one nonce sequence)', async () => {
    const addresses = [freshAddress(), freshAddress()]
    const responses = await Promise.all(addresses.map((address) => faucet(app, address)))
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200])
    for (const address of addresses) expect((await balances(address)).usdt).toBe(DEV_FAUCET_GRANT.USDT)
  })

  it('refuses a bad address with a 400 (code 7) in the caller language', async () => {
    const response = await faucet(app, '0x1234', { 'accept-language': 'zh-CN' })
    expect(response.statusCode).toBe(400)
    expect(body(response).code).toBe(7)
  })

  it('limits each address, then each client IP, with a 429 in zh and en', async () => {
    // 5 requests from this IP so far (1 + 2 + the bad address + this test's first).
    const address = freshAddress()
    for (let grant = 0; grant < DEV_FAUCET_LIMITS.perAddress.max; grant++) {
      expect((await faucet(app, address)).statusCode).toBe(200)
    }
    const limited = await faucet(app, address, { 'accept-language': 'en' })
    expect(limited.statusCode).toBe(429)
    expect(body(limited)).toMatchObject({ code: 429, msg: 'Too many requests, please try again later' })
    const used = 4 + DEV_FAUCET_LIMITS.perAddress.max + 1
    for (let request = used; request < DEV_FAUCET_LIMITS.perIp.max; request++) {
      expect((await faucet(app, freshAddress())).statusCode).toBe(200)
    }
    const ipLimited = await faucet(app, freshAddress(), { 'accept-language': 'zh-CN' })
    expect(ipLimited.statusCode).toBe(429)
    expect(body(ipLimited)).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' })
  })
})
