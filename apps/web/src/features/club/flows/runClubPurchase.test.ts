import type { ClubOrderView } from '@vita/shared/schemas/club'
import { encodeAbiParameters, encodeEventTopics, type Address, type Hash, type Log } from 'viem'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../../../lib/httpError'
import { createIdempotentSubmission } from '../../../lib/idempotencyKey'
import { TradeError } from '../../../platform/chain/txError'
import { ClubPurchaseError } from './buySteps'
import {
  ORDER_POLL_LIMIT,
  runClubPurchase,
  type ClubPurchaseDependencies,
  type ClubPurchaseParameters,
} from './runClubPurchase'

const unit = 10n ** 18n
const price = 224n * unit
const account: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const referrer: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const approveHash: Hash = `0x${'a'.repeat(64)}`
const orderHash: Hash = `0x${'b'.repeat(64)}`
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

const order = (status: ClubOrderView['status'], extra: Partial<ClubOrderView> = {}): ClubOrderView => ({
  id: '6f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
  status,
  amount: price.toString(),
  shares: '1',
  staticEarned: '0',
  staticCap: price.toString(),
  dynamicEarned: '0',
  dynamicCap: (2n * price).toString(),
  mintAmount: '0',
  dpineReturned: null,
  txHash: status === 'pending' ? null : orderHash,
  communityNumber: null,
  activationDay: null,
  failureReason: null,
  hasCard: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...extra,
})

/** Fake steps recording every call in order; `over` replaces any of them. */
function fakes(over: Partial<ClubPurchaseDependencies> = {}) {
  const calls: string[] = []
  const keys: string[] = []
  const hashes = new Map<string, Hash>()
  let polls: ClubOrderView[] = [order('pending_verification'), order('active', { dpineReturned: '33' })]
  const deps: ClubPurchaseDependencies = {
    connect: async (onStep) => {
      calls.push('connect')
      onStep('switching')
      return account
    },
    readUsdtBalance: async () => (calls.push('usdtBalance'), 1000n * unit),
    readAllowance: async () => (calls.push('allowance'), 0n),
    ensureGas: async (_, units) => void calls.push(`gas:${units}`),
    createOrder: async ({ idempotencyKey }) => {
      calls.push('createOrder')
      keys.push(idempotencyKey)
      return order('pending')
    },
    approve: async (_, amount) => (calls.push(`approve:${amount}`), approveHash),
    placeOrder: async (_, amount, to) => (calls.push(`placeOrder:${amount}:${to}`), orderHash),
    waitForReceipt: async (hash) => (
      calls.push(`receipt:${hash === approveHash ? 'approve' : 'order'}`),
      { logs: [] }
    ),
    rememberHash: (id, hash) => void hashes.set(id, hash),
    recallHash: (id) => hashes.get(id) ?? null,
    submitTx: async () => (calls.push('submitTx'), order('pending_verification')),
    getOrder: async () => {
      calls.push('getOrder')
      const [next, ...rest] = polls
      polls = rest.length > 0 ? rest : polls
      return next ?? order('active')
    },
    sleep: async () => undefined,
    onStep: (step) => void calls.push(`step:${step}`),
    onOrder: () => undefined,
    onApproved: () => void calls.push('approved'),
    ...over,
  }
  return { deps, calls, keys, hashes, setPolls: (next: ClubOrderView[]) => void (polls = next) }
}

const params = (extra: Partial<ClubPurchaseParameters> = {}): ClubPurchaseParameters => ({
  price,
  referrer,
  submission: createIdempotentSubmission(),
  ...extra,
})

describe('runClubPurchase', () => {
  it('records the order before any transaction is sent, and submits the hash before waiting for it', async () => {
    const { deps, calls } = fakes()
    await runClubPurchase(params(), deps)
    const at = (name: string) => calls.findIndex((call) => call.startsWith(name))
    expect(at('createOrder')).toBeLessThan(at('approve'))
    expect(at('createOrder')).toBeLessThan(at('placeOrder'))
    expect(at('submitTx')).toBeLessThan(at('receipt:order'))
    expect(calls).toContain(`placeOrder:${price}:${referrer}`)
  })

  it('approves exactly the price only when the allowance is short', async () => {
    const short = fakes({ readAllowance: async () => price - 1n })
    await runClubPurchase(params(), short.deps)
    expect(short.calls.filter((call) => call.startsWith('approve'))).toEqual([`approve:${price}`, 'approved'])
    expect(short.calls.indexOf('receipt:approve')).toBeLessThan(short.calls.indexOf('approved'))
    const enough = fakes({ readAllowance: async () => price })
    await runClubPurchase(params(), enough.deps)
    expect(enough.calls.some((call) => call.startsWith('approve'))).toBe(false)
    expect(enough.calls).not.toContain('step:approve')
  })

  it('checks USDT and BNB before recording anything', async () => {
    const poor = fakes({ readUsdtBalance: async () => price - 1n })
    await expect(runClubPurchase(params(), poor.deps)).rejects.toMatchObject({ reason: 'insufficientUsdt' })
    const noGas = fakes({
      ensureGas: async () => {
        throw new TradeError('insufficientBnb')
      },
    })
    await expect(runClubPurchase(params(), noGas.deps)).rejects.toMatchObject({ reason: 'insufficientBnb' })
    expect([...poor.calls, ...noGas.calls]).not.toContain('createOrder')
  })

  it('a refusal in the wallet at approve or placeOrder leaves the order pending and submits no hash', async () => {
    for (const over of [
      { approve: () => Promise.reject(rejected()) },
      { placeOrder: () => Promise.reject(rejected()) },
    ]) {
      const seen: ClubOrderView[] = []
      const { deps, calls } = fakes({ ...over, onOrder: (o) => void seen.push(o) })
      await expect(runClubPurchase(params(), deps)).rejects.toMatchObject({ code: 4001 })
      expect(calls).not.toContain('submitTx')
      expect(seen.at(-1)?.status).toBe('pending')
    }
  })

  it('a retry after a lost answer reuses the idempotency key; a settled purchase starts a new one', async () => {
    const submission = createIdempotentSubmission()
    let first = true
    const { deps, keys } = fakes({
      createOrder: async ({ idempotencyKey }) => {
        keys.push(idempotencyKey)
        if (first) {
          first = false
          throw new HttpError({ kind: 'timeout' })
        }
        return order('pending')
      },
    })
    await expect(runClubPurchase(params({ submission }), deps)).rejects.toBeInstanceOf(HttpError)
    await runClubPurchase(params({ submission }), deps)
    await runClubPurchase(params({ submission }), deps)
    expect(keys[0]).toBe(keys[1])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('resuming a pending order sends it without recording another; a remembered hash is submitted, not re-sent', async () => {
    const resumed = fakes()
    await runClubPurchase(params({ resume: order('pending') }), resumed.deps)
    expect(resumed.calls).not.toContain('createOrder')
    expect(resumed.calls.some((call) => call.startsWith('placeOrder'))).toBe(true)

    const remembered = fakes()
    remembered.hashes.set(order('pending').id, orderHash)
    await runClubPurchase(params({ resume: order('pending') }), remembered.deps)
    expect(remembered.calls.some((call) => call.startsWith('placeOrder'))).toBe(false)
    expect(remembered.calls).toContain('submitTx')
  })

  it('resuming an order being verified only polls it', async () => {
    const { deps, calls } = fakes()
    const outcome = await runClubPurchase(params({ resume: order('pending_verification') }), deps)
    expect(outcome.kind).toBe('active')
    expect(calls.filter((call) => !call.startsWith('step:'))).toEqual(['getOrder', 'getOrder'])
  })

  it('returns the DPINE returned by the order, or by the OrderPlaced log before the server has it', async () => {
    const { deps } = fakes()
    expect(await runClubPurchase(params(), deps)).toMatchObject({ kind: 'active', dpineReturned: 33n })

    const data = encodeAbiParameters(
      ['uint256', 'uint256', 'uint256', 'uint256', 'uint256', 'uint256'].map((type) => ({ type })),
      [price, 77n, unit, 1n, 2n, 3n],
    )
    const topics = encodeEventTopics({
      abi: vitaOrderAbi,
      eventName: 'OrderPlaced',
      args: { buyer: account, referrer, orderId: 1n },
    })
    const log = {
      address: referrer,
      data,
      topics,
      blockHash: null,
      blockNumber: null,
      logIndex: null,
      transactionHash: null,
      transactionIndex: null,
      removed: false,
    } as unknown as Log
    const fromLog = fakes({ waitForReceipt: async () => ({ logs: [log] }) })
    fromLog.setPolls([order('active')])
    expect(await runClubPurchase(params(), fromLog.deps)).toMatchObject({
      kind: 'active',
      dpineReturned: 77n,
    })
  })

  it('a failed or cancelled order, or no referrer, ends the purchase with its reason', async () => {
    const failed = fakes()
    failed.setPolls([order('failed')])
    await expect(runClubPurchase(params(), failed.deps)).rejects.toEqual(new ClubPurchaseError('orderFailed'))
    const { deps, calls } = fakes()
    await expect(runClubPurchase(params({ referrer: null }), deps)).rejects.toMatchObject({
      reason: 'noReferrer',
    })
    expect(calls).toEqual([])
  })

  it('a slow receipt keeps polling; a server that never confirms leaves the order verifying', async () => {
    const { deps, setPolls } = fakes({
      waitForReceipt: async (hash) => {
        if (hash === orderHash) throw new TradeError('timeout')
        return { logs: [] }
      },
    })
    setPolls([order('pending_verification')])
    const outcome = await runClubPurchase(params(), deps)
    expect(outcome.kind).toBe('verifying')
    const reverted = fakes({
      waitForReceipt: async (hash) => {
        if (hash === orderHash) throw new TradeError('receiptReverted')
        return { logs: [] }
      },
    })
    await expect(runClubPurchase(params(), reverted.deps)).rejects.toMatchObject({
      reason: 'receiptReverted',
    })
    expect(ORDER_POLL_LIMIT).toBeGreaterThan(1)
  })
})
