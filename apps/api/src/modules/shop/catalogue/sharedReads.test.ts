import { describe, expect, it } from 'vitest'
import { createSharedReads } from './sharedReads'

/** A load that resolves or rejects when told to, counting its calls. */
function controlledLoads() {
  const settle: { resolve: (value: string) => void; reject: (error: Error) => void }[] = []
  let calls = 0
  const load = () => {
    calls++
    return new Promise<string>((resolve, reject) => settle.push({ resolve, reject }))
  }
  return { load, settle, calls: () => calls }
}

describe('shared reads', () => {
  it('give requests that arrive during a read its answer, and read again once it settled', async () => {
    const reads = createSharedReads<string>()
    const { load, settle, calls } = controlledLoads()
    const first = reads.read('page', load)
    const second = reads.read('page', load)
    expect(calls()).toBe(1)
    settle[0]?.resolve('answer 1')
    expect(await first).toBe('answer 1')
    expect(await second).toBe('answer 1')
    expect(reads.size).toBe(0)
    const third = reads.read('page', load)
    expect(calls()).toBe(2)
    settle[1]?.resolve('answer 2')
    expect(await third).toBe('answer 2')
  })

  it('never share between different keys', async () => {
    const reads = createSharedReads<string>()
    const { load, settle, calls } = controlledLoads()
    const a = reads.read('a', load)
    const b = reads.read('b', load)
    expect(calls()).toBe(2)
    settle[0]?.resolve('for a')
    settle[1]?.resolve('for b')
    expect([await a, await b]).toEqual(['for a', 'for b'])
  })

  it('give a failed read to those waiting on it, then forget it', async () => {
    const reads = createSharedReads<string>()
    const { load, settle, calls } = controlledLoads()
    const first = reads.read('page', load)
    const second = reads.read('page', load)
    settle[0]?.reject(new Error('database down'))
    await expect(first).rejects.toThrow('database down')
    await expect(second).rejects.toThrow('database down')
    expect(reads.size).toBe(0)
    const retry = reads.read('page', load)
    expect(calls()).toBe(2)
    settle[1]?.resolve('back')
    expect(await retry).toBe('back')
  })
})
