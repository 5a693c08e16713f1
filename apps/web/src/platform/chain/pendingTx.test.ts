import { describe, expect, it } from 'vitest'
import { clearPendingTx, PENDING_TX_KEY, readPendingTx, savePendingTx, type PendingTx } from './pendingTx'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  }
}

const tx: PendingTx = {
  hash: `0x${'ab'.repeat(32)}`,
  kind: 'buy',
  amountIn: '100000000000000000000',
  amountOut: '9965059852796835156930',
  account: `0x${'12'.repeat(20)}`,
  chainId: 31337,
  startedAt: 1_700_000_000_000,
}

describe('pending transaction storage', () => {
  it('round-trips a submitted transaction', () => {
    const storage = memoryStorage()
    savePendingTx(tx, storage)
    expect(readPendingTx(31337, storage)).toEqual(tx)
  })

  it('ignores another chain and drops broken entries', () => {
    const storage = memoryStorage()
    savePendingTx(tx, storage)
    expect(readPendingTx(56, storage)).toBeNull()
    storage.setItem(PENDING_TX_KEY, '{"hash":"0x12"}')
    expect(readPendingTx(31337, storage)).toBeNull()
    expect(storage.data.has(PENDING_TX_KEY)).toBe(false)
    storage.setItem(PENDING_TX_KEY, 'not json')
    expect(readPendingTx(31337, storage)).toBeNull()
  })

  it('clears only the transaction it was asked to clear', () => {
    const storage = memoryStorage()
    savePendingTx(tx, storage)
    clearPendingTx(`0x${'cd'.repeat(32)}`, storage)
    expect(readPendingTx(31337, storage)).toEqual(tx)
    clearPendingTx(tx.hash.toUpperCase().replace('0X', '0x'), storage)
    expect(readPendingTx(31337, storage)).toBeNull()
  })
})
