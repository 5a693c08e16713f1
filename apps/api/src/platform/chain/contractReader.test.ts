import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FALLBACK_PRICE_USDT } from '@vita/shared'
import { ChainUnavailableError } from './errors'
import { createChainClients, readWithBackup } from './clients'
import { createContractReader } from './contractReader'

const contracts = {
  usdt: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  dpine: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  pool: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  accounting: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  order: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
} as const

/** A TCP server that accepts connections and never answers: an RPC that hangs. */
let silent: Server
let silentUrl: string
const sockets = new Set<Socket>()
beforeAll(async () => {
  silent = createServer((socket) => sockets.add(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const address = silent.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  silentUrl = `http://127.0.0.1:${address.port}`
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

// Port 9 (discard) is closed on this machine: connections are refused at once.
const CLOSED_RPC = 'http://127.0.0.1:9'
const fast = { primaryMs: 150, decimalsMs: 100, backupMs: 100 }

describe('contract reader when the chain cannot be read', () => {
  it('answers the fallback price 0.000003 USDT with stale: true', async () => {
    const reader = createContractReader({
      clients: createChainClients({
        chainId: 56,
        rpcUrl: CLOSED_RPC,
        backupRpcUrl: CLOSED_RPC,
        timeouts: fast,
      }),
      contracts,
    })
    const info = await reader.priceInfo()
    expect(info).toMatchObject({
      currentPrice: FALLBACK_PRICE_USDT,
      DPINEPrice: FALLBACK_PRICE_USDT,
      priceKind: 'spot',
      twapWindowSeconds: 1800,
      sellEnabled: false,
      stale: true,
    })
    expect(FALLBACK_PRICE_USDT).toBe(3n * 10n ** 12n)
  })

  it('gives 0 for each balance it cannot read (spec §8)', async () => {
    const reader = createContractReader({
      clients: createChainClients({ chainId: 56, rpcUrl: CLOSED_RPC, timeouts: fast }),
      contracts,
    })
    const balances = await reader.walletBalances('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(balances).toMatchObject({ USDT: 0n, DPINE: 0n, BNB: 0n, stale: true })
  })

  it('gives up on a hanging primary after its timeout, then tries the backup within its own', async () => {
    const clients = createChainClients({
      chainId: 56,
      rpcUrl: silentUrl,
      backupRpcUrl: silentUrl,
      timeouts: fast,
    })
    const tried: string[] = []
    const started = performance.now()
    const read = readWithBackup(clients, 'blockNumber', (client) => {
      tried.push(client === clients.primary ? 'primary' : 'backup')
      return client.getBlockNumber({ cacheTime: 0 })
    })
    await expect(read).rejects.toBeInstanceOf(ChainUnavailableError)
    const elapsed = performance.now() - started
    expect(tried).toEqual(['primary', 'backup'])
    expect(elapsed).toBeGreaterThanOrEqual(fast.primaryMs + fast.backupMs - 20)
    expect(elapsed).toBeLessThan(2_000)
  })

  it('reads decimals with its own, shorter limit (10 s by the spec)', async () => {
    const errors: string[] = []
    const reader = createContractReader({
      clients: createChainClients({
        chainId: 56,
        rpcUrl: silentUrl,
        timeouts: { primaryMs: 5_000, decimalsMs: 100, backupMs: 100 },
      }),
      contracts,
      onReadError: (operation) => errors.push(operation),
    })
    const started = performance.now()
    const info = await reader.tokenInfo()
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(info).toMatchObject({ decimals: 18, totalSupply: 0n, stale: true })
    expect(errors).toEqual(['tokenInfo'])
  })
})
