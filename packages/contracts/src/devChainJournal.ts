/**
 * The dev chain lives in memory: every `npm start` used to begin a new one, so what members did on
 * it (orders, trades) vanished while the database remembered it. The journal keeps the chain across
 * restarts: every mined block is appended to a file as its timestamp and raw signed transactions, and
 * the next start replays the file into a node started with the same genesis date. EDR is
 * deterministic for the same genesis, transactions and timestamps, so the replayed blocks have the
 * same hashes and the indexer sees the very chain it indexed. Dev chain only.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import {
  createPublicClient,
  http,
  keccak256,
  serializeTransaction,
  type Hex,
  type PublicClient,
  type Transaction,
} from 'viem'

export const JOURNAL_VERSION = 1

export type JournalHeader = {
  version: number
  chainId: number
  /** The genesis block's date (ISO): the replaying node must start with it. */
  genesisDate: string
  /** Fingerprint of the deployed bytecode: a journal of other contracts is not replayed. */
  contracts: string
}
export type JournalBlock = { number: string; timestamp: string; hash: Hex; transactions: Hex[] }
export type DevChainJournal = { header: JournalHeader; blocks: JournalBlock[] }

export class JournalReplayError extends Error {
  override name = 'JournalReplayError'
}

/** The journal in `file`, or undefined when there is none or it does not belong to this chain and code. */
export function readJournal(
  file: string,
  expected: { chainId: number; contracts: string },
): DevChainJournal | undefined {
  if (!existsSync(file)) return undefined
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
  const [first, ...rest] = lines
  if (first === undefined) return undefined
  const header = JSON.parse(first) as JournalHeader
  if (
    header.version !== JOURNAL_VERSION ||
    header.chainId !== expected.chainId ||
    header.contracts !== expected.contracts
  )
    return undefined
  // A line cut short by a crash is the journal's end.
  const blocks: JournalBlock[] = []
  for (const line of rest) {
    try {
      blocks.push(JSON.parse(line) as JournalBlock)
    } catch {
      break
    }
  }
  return { header, blocks }
}

/** Starts a new journal file holding only its header. */
export function createJournal(file: string, header: JournalHeader): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(header) + '\n')
}

/** The exact bytes that were signed and sent, rebuilt from the node's answer and checked against its hash. */
export function rawTransactionOf(tx: Transaction): Hex {
  const signature =
    tx.type === 'legacy' ? { r: tx.r, s: tx.s, v: tx.v } : { r: tx.r, s: tx.s, yParity: tx.yParity }
  // The node answers `input` and `to: null` where a serialisable transaction has `data` and no `to`.
  const { input, to, ...rest } = tx
  const raw = serializeTransaction({ ...rest, data: input, to: to ?? undefined } as never, signature as never)
  if (keccak256(raw) !== tx.hash)
    throw new JournalReplayError(`transaction ${tx.hash} cannot be rebuilt from the node's answer`)
  return raw
}

async function rpc(client: PublicClient, method: string, params: unknown[]): Promise<unknown> {
  return client.request({ method: method as never, params: params as never })
}

export type JournalRecorder = {
  /** Journals every block mined since the last poll; also runs every `intervalMs`. */
  flush(): Promise<void>
  /** Stops polling after a last flush. */
  stop(): Promise<void>
}

/** Appends each block after `afterBlock` to `file` as it is mined. */
export function startJournalRecorder(parameters: {
  rpcUrl: string
  file: string
  afterBlock: bigint
  intervalMs?: number
  onError?: (error: unknown) => void
}): JournalRecorder {
  const client = createPublicClient({ transport: http(parameters.rpcUrl) })
  let last = parameters.afterBlock
  let running: Promise<void> = Promise.resolve()
  const poll = async () => {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    for (let number = last + 1n; number <= head; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      const line: JournalBlock = {
        number: number.toString(),
        timestamp: block.timestamp.toString(),
        hash: block.hash,
        transactions: block.transactions.map(rawTransactionOf),
      }
      appendFileSync(parameters.file, JSON.stringify(line) + '\n')
      last = number
    }
  }
  const flush = () => {
    running = running.then(poll).catch((error: unknown) => parameters.onError?.(error))
    return running
  }
  const timer = setInterval(() => void flush(), parameters.intervalMs ?? 1000)
  return {
    flush,
    async stop() {
      clearInterval(timer)
      await flush()
    },
  }
}

/**
 * Mines the journal's blocks again, each with its transactions and timestamp, and checks every hash.
 * The node must be fresh and started with the journal's genesis date. Returns the last block number.
 */
export async function replayJournal(rpcUrl: string, journal: DevChainJournal): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  await rpc(client, 'evm_setAutomine', [false])
  try {
    let last = 0n
    for (const block of journal.blocks) {
      for (const raw of block.transactions) await rpc(client, 'eth_sendRawTransaction', [raw])
      await rpc(client, 'evm_mine', [Number(block.timestamp)])
      const mined = await client.getBlock({ blockTag: 'latest' })
      if (mined.hash !== block.hash || mined.number !== BigInt(block.number))
        throw new JournalReplayError(
          `block ${block.number} replayed as ${mined.number}:${mined.hash}, journaled ${block.hash}`,
        )
      last = mined.number
    }
    return last
  } finally {
    await rpc(client, 'evm_setAutomine', [true])
  }
}

/** Moves the chain's clock to now (a replayed chain would otherwise go on from its last journaled block). */
export async function catchUpClock(rpcUrl: string, now = new Date()): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const latest = await client.getBlock({ blockTag: 'latest' })
  const target = BigInt(Math.floor(now.getTime() / 1000))
  if (target <= latest.timestamp) return
  await rpc(client, 'evm_setNextBlockTimestamp', [Number(target)])
  await rpc(client, 'evm_mine', [])
}
