import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainClient } from '../chain'
import { createTestDatabase, type TestDatabase } from '../db/testing'
import { createHandlerRegistry } from './registry'
import { runIndexerOnce } from './runIndexerOnce'

const ANCHOR_HASH = `0x${'aa'.repeat(32)}` as const

/** A node that knows the anchor block and then goes away: every other read fails a moment later. */
const vanishingNode = {
  getBlockNumber: async () => 10n,
  getBlock: async ({ blockNumber }: { blockNumber: bigint }) => {
    if (blockNumber === 0n) return { hash: ANCHOR_HASH, number: 0n, timestamp: 1_700_000_000n }
    await new Promise((resolve) => setTimeout(resolve, 20))
    throw new Error('the node went away')
  },
  getLogs: async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    throw new Error('the node went away')
  },
} as unknown as ChainClient

describe('runIndexerOnce told to stop', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase('pglite')
  })
  afterAll(() => database.dispose())

  it('leaves no unhandled rejection behind when the fetch it abandoned fails afterwards (the node stopped with the runner)', async () => {
    const unhandled: unknown[] = []
    const record = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', record)
    try {
      const result = await runIndexerOnce({
        db: database.db,
        client: vanishingNode,
        chainId: 31337,
        deployment: { startBlock: '1', contracts: {} as never },
        registry: createHandlerRegistry(),
        confirmations: 1,
        shouldContinue: async () => false,
      })
      expect(result.batches).toBe(0)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', record)
    }
  })
})
