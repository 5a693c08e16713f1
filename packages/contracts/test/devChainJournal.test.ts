import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { createPublicClient, createWalletClient, defineChain, http, parseEther, type Hex } from 'viem'
import { mockUsdtAbi } from '../src/generated/abi/mockUsdt'
import { contractsFingerprint } from '../src/artifacts'
import { deployAll } from '../src/deploy'
import type { Deployment } from '../src/deployment'
import { devAccount } from '../src/devAccounts'
import { contractsPackageDir, startDevChain, type DevChain } from '../src/devChain'
import {
  catchUpClock,
  createJournal,
  JournalReplayError,
  readJournal,
  replayJournal,
  startJournalRecorder,
} from '../src/devChainJournal'

const CHAIN_ID = 31337
const GENESIS = new Date('2026-09-20T00:00:00Z')
const dev = defineChain({
  id: CHAIN_ID,
  name: 'dev',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1'] } },
})

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

const rpc = (url: string, method: string, params: unknown[]) =>
  createPublicClient({ transport: http(url) }).request({ method: method as never, params: params as never })

describe('the dev chain journal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vita-journal-'))
  const file = join(dir, 'journal.ndjson')
  const chains: DevChain[] = []
  let deployment: Deployment
  let hashesBefore: Hex[] = []
  let usdtBefore = 0n
  after(async () => {
    for (const chain of chains) await chain.stop()
  })

  const usdtOf = (url: string, address: Hex) =>
    createPublicClient({ transport: http(url) }).readContract({
      address: deployment.contracts.usdt,
      abi: mockUsdtAbi,
      functionName: 'balanceOf',
      args: [address],
    })

  it('records every block of a chain as it is mined, a block of two transactions included', async () => {
    const chain = await startDevChain({ port: await freePort(), chainId: CHAIN_ID, initialDate: GENESIS })
    chains.push(chain)
    createJournal(file, {
      version: 1,
      chainId: CHAIN_ID,
      genesisDate: GENESIS.toISOString(),
      contracts: contractsFingerprint(),
    })
    const recorder = startJournalRecorder({ rpcUrl: chain.rpcUrl, file, afterBlock: 0n, intervalMs: 50 })
    deployment = await deployAll({ rpcUrl: chain.rpcUrl, chainId: CHAIN_ID })
    const wallet = createWalletClient({ account: devAccount(3), chain: dev, transport: http(chain.rpcUrl) })
    await rpc(chain.rpcUrl, 'evm_setAutomine', [false])
    await wallet.sendTransaction({ to: devAccount(4).address, value: parseEther('1') })
    await wallet.writeContract({
      address: deployment.contracts.usdt,
      abi: mockUsdtAbi,
      functionName: 'transfer',
      args: [devAccount(5).address, 7n],
    })
    await rpc(chain.rpcUrl, 'evm_mine', [])
    await rpc(chain.rpcUrl, 'evm_setAutomine', [true])
    await recorder.stop()

    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const journal = readJournal(file, { chainId: CHAIN_ID, contracts: contractsFingerprint() })
    assert.ok(journal)
    assert.equal(journal.blocks.length, Number(head))
    assert.equal(journal.blocks.at(-1)?.transactions.length, 2)
    hashesBefore = journal.blocks.map((block) => block.hash)
    usdtBefore = await usdtOf(chain.rpcUrl, devAccount(5).address)
    await chain.stop()
  })

  it('replays into a fresh node with the same hashes and state, then moves the clock to now', async () => {
    const chain = await startDevChain({ port: await freePort(), chainId: CHAIN_ID, initialDate: GENESIS })
    chains.push(chain)
    const journal = readJournal(file, { chainId: CHAIN_ID, contracts: contractsFingerprint() })
    assert.ok(journal)
    const last = await replayJournal(chain.rpcUrl, journal)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    assert.equal(last, BigInt(hashesBefore.length))
    const replayed = await Promise.all(
      hashesBefore.map(async (_, index) => (await client.getBlock({ blockNumber: BigInt(index + 1) })).hash),
    )
    assert.deepEqual(replayed, hashesBefore)
    assert.equal(await usdtOf(chain.rpcUrl, devAccount(5).address), usdtBefore)

    await catchUpClock(chain.rpcUrl)
    const wallet = createWalletClient({ account: devAccount(6), chain: dev, transport: http(chain.rpcUrl) })
    const hash = await wallet.sendTransaction({ to: devAccount(7).address, value: 1n })
    const receipt = await client.waitForTransactionReceipt({ hash })
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    assert.ok(Number(block.timestamp) >= Math.floor(Date.now() / 1000) - 30, 'the clock is back to now')
  })

  it('refuses a journal that does not match what the node mines, and one of other contracts or chain', async () => {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
    const tampered = join(dir, 'tampered.ndjson')
    const block = JSON.parse(lines[3] ?? '{}') as { timestamp: string }
    block.timestamp = String(Number(block.timestamp) + 1)
    writeFileSync(
      tampered,
      [...lines.slice(0, 3), JSON.stringify(block), ...lines.slice(4)].join('\n') + '\n',
    )
    const chain = await startDevChain({ port: await freePort(), chainId: CHAIN_ID, initialDate: GENESIS })
    chains.push(chain)
    const journal = readJournal(tampered, { chainId: CHAIN_ID, contracts: contractsFingerprint() })
    assert.ok(journal)
    await assert.rejects(replayJournal(chain.rpcUrl, journal), JournalReplayError)
    assert.equal(readJournal(file, { chainId: 56, contracts: contractsFingerprint() }), undefined)
    assert.equal(readJournal(file, { chainId: CHAIN_ID, contracts: '0x00' }), undefined)
  })
})

/** The dev chain's node as the process running it reports it. */
type NodeOf = Pick<DevChain, 'rpcUrl' | 'pid'>

/**
 * `npm start`'s part in its own process group, as a terminal runs it (scripts/start.ts): the journaled
 * dev chain, stopped on SIGINT. It sends the node's RPC URL and pid once deployed.
 */
function startLikeNpmStart(port: number, dir: string): { process: ChildProcess; ready: Promise<NodeOf> } {
  const source = new URL('../src/journaledDevChain.ts', import.meta.url).href
  const program = `
    import { join } from 'node:path'
    import { startJournaledDevChain } from ${JSON.stringify(source)}
    const dir = ${JSON.stringify(dir)}
    const running = await startJournaledDevChain({
      port: ${port}, chainId: ${CHAIN_ID}, log: () => {},
      journalFile: join(dir, 'journal.ndjson'), deploymentFile: join(dir, 'deployment.json'),
    })
    process.on('SIGINT', () => void running.stop().then(() => process.exit(0)))
    process.send({ rpcUrl: running.chain.rpcUrl, pid: running.chain.pid })`
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', program], {
    cwd: contractsPackageDir,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true,
  })
  const ready = new Promise<NodeOf>((resolve, reject) => {
    child.once('message', (message) => resolve(message as NodeOf))
    child.once('exit', (code) => reject(new Error(`exited (${code}) before the chain was up`)))
  })
  return { process: child, ready }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs
  while (alive(pid)) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

describe('the dev chain of npm start, as a process', () => {
  const nodes: number[] = []
  after(() => {
    for (const pid of nodes) if (alive(pid)) process.kill(pid, 'SIGKILL')
  })

  it('journals the blocks mined just before a Ctrl-C: the terminal signals npm start, not its node', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vita-ctrl-c-'))
    const started = startLikeNpmStart(await freePort(), dir)
    const chain = await started.ready
    nodes.push(chain.pid)
    const wallet = createWalletClient({ account: devAccount(3), chain: dev, transport: http(chain.rpcUrl) })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: devAccount(4).address, value: 1n }),
    })
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const exited = new Promise<number | null>((resolve) => started.process.once('exit', resolve))
    // A terminal's Ctrl-C: SIGINT to every process of its foreground group.
    process.kill(-(started.process.pid as number), 'SIGINT')
    assert.equal(await exited, 0)
    assert.ok(await gone(chain.pid, 5000), 'npm start stopped its node')
    const journal = readJournal(join(dir, 'journal.ndjson'), {
      chainId: CHAIN_ID,
      contracts: contractsFingerprint(),
    })
    assert.equal(journal?.blocks.length, Number(head), 'every block mined is journaled')
  })

  it('ends the node when npm start is killed without a chance to stop it', async () => {
    const started = startLikeNpmStart(await freePort(), mkdtempSync(join(tmpdir(), 'vita-killed-')))
    const chain = await started.ready
    nodes.push(chain.pid)
    started.process.kill('SIGKILL')
    assert.ok(await gone(chain.pid, 10_000), 'no node left holding the port')
  })
})
