import { describe, expect, it } from 'vitest'
import type { Db } from '../../platform/db/client'
import type { BatchOutcome, BatchTransfer } from './postTransferBatch'
import { createTransferBatcher } from './transferBatcher'

const transfer = (key: string): BatchTransfer => ({
  idempotencyKey: key,
  currency: 'USDT',
  type: 'transfer',
  amount: 1n,
  from: { memberId: 1 },
  to: { memberId: 2 },
})

/** A fake batch statement: records the batches and answers each when the test says so. */
function fakeDatabase() {
  const batches: { keys: string[]; finish: (outcome: 'ok' | 'fail') => void }[] = []
  const runBatch = (_db: Db, transfers: readonly BatchTransfer[]) =>
    new Promise<BatchOutcome[]>((resolve, reject) => {
      batches.push({
        keys: transfers.map((t) => t.idempotencyKey),
        finish: (outcome) =>
          outcome === 'ok'
            ? resolve(transfers.map(() => ({ outcome: 'insufficient' as const })))
            : reject(new Error('connection lost')),
      })
    })
  return { batches, runBatch }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('transfer batcher', () => {
  it('sends transfers posted in the same tick as one batch, in order, and answers each', async () => {
    const fake = fakeDatabase()
    const batcher = createTransferBatcher({} as Db, { maxBatchSize: 10, maxInFlight: 1 }, fake.runBatch)
    const answers = ['a', 'b', 'c'].map((key) => batcher.submit(transfer(key)))
    await tick()
    expect(fake.batches.map((b) => b.keys)).toEqual([['a', 'b', 'c']])
    fake.batches[0]?.finish('ok')
    expect(await Promise.all(answers)).toEqual(Array(3).fill({ outcome: 'insufficient' }))
    expect(batcher.stats()).toMatchObject({ inFlight: 0, waiting: 0, batches: 1, items: 3 })
  })

  it('runs at most maxInFlight batches; what arrives meanwhile goes out together, maxBatchSize at a time', async () => {
    const fake = fakeDatabase()
    const batcher = createTransferBatcher({} as Db, { maxBatchSize: 3, maxInFlight: 2 }, fake.runBatch)
    const first = batcher.submit(transfer('1'))
    await tick()
    const second = batcher.submit(transfer('2'))
    await tick()
    const later = ['3', '4', '5', '6', '7'].map((key) => batcher.submit(transfer(key)))
    await tick()
    expect(fake.batches.map((b) => b.keys)).toEqual([['1'], ['2']])
    expect(batcher.stats()).toMatchObject({ inFlight: 2, waiting: 5 })
    fake.batches[0]?.finish('ok')
    await first
    await tick()
    expect(fake.batches.map((b) => b.keys)).toEqual([['1'], ['2'], ['3', '4', '5']])
    fake.batches[1]?.finish('ok')
    await second
    await tick()
    expect(fake.batches.map((b) => b.keys)).toEqual([['1'], ['2'], ['3', '4', '5'], ['6', '7']])
    fake.batches[2]?.finish('ok')
    fake.batches[3]?.finish('ok')
    expect(await Promise.all(later)).toHaveLength(5)
    expect(batcher.stats()).toEqual({ inFlight: 0, waiting: 0, batches: 4, items: 7, failedBatches: 0 })
  })

  it('spreads what waits over the free slots', async () => {
    const fake = fakeDatabase()
    const batcher = createTransferBatcher({} as Db, { maxBatchSize: 10, maxInFlight: 3 }, fake.runBatch)
    const answers = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => batcher.submit(transfer(key)))
    await tick()
    expect(fake.batches.map((b) => b.keys)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
      ['f', 'g'],
    ])
    for (const batch of fake.batches) batch.finish('ok')
    expect(await Promise.all(answers)).toHaveLength(7)
  })

  it('tells every caller of a failed batch to post alone, and keeps going', async () => {
    const fake = fakeDatabase()
    const batcher = createTransferBatcher({} as Db, { maxBatchSize: 10, maxInFlight: 1 }, fake.runBatch)
    const failed = ['x', 'y'].map((key) => batcher.submit(transfer(key)))
    await tick()
    fake.batches[0]?.finish('fail')
    expect(await Promise.all(failed)).toEqual(['alone', 'alone'])
    const next = batcher.submit(transfer('z'))
    await tick()
    fake.batches[1]?.finish('ok')
    expect(await next).toEqual({ outcome: 'insufficient' })
    expect(batcher.stats()).toMatchObject({ batches: 2, failedBatches: 1 })
  })
})
