import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deliveryLine, shopPaymentStepUp } from '@vita/shared/stepUp'
import { showToast } from '../../../lib/notify'
import type { BuildStepUp } from '../../../platform/wallet/signStepUp'
import { WalletError } from '../../../platform/wallet/walletError'
import { envelope, orderFixture, renderAt, requestOf, UNIT } from '../testing'
import { PaymentView } from './PaymentView'

vi.mock('../../../lib/notify', () => ({ showToast: vi.fn() }))
// A dev key: the member's wallet in these tests.
const member = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const domain = { chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const }
const sign = vi.fn(async (build: BuildStepUp): Promise<Hex> => member.signTypedData(build(domain)))
vi.mock('../../../platform/wallet/useStepUpSigner', () => ({ useStepUpSigner: () => sign }))

const CARD = '1234567812345678'
const SECRET = 'abcdefABCD12'

describe('the payment page', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let order = orderFixture()
  let history: { from: string | null; to: string; at: string }[] = []
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request
      const path = new URL(request.url).pathname
      if (path === '/app/club/cards/check')
        return envelope({
          number: CARD,
          status: 'available',
          value: (50n * UNIT).toString(),
          remaining: (30n * UNIT).toString(),
          expiresAt: '2027-01-01T00:00:00.000Z',
        })
      if (path.endsWith('/pay')) return envelope({ ...order, status: 'pending_shipment' })
      return envelope({ ...order, history, logistics: null })
    })
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    order = orderFixture()
    history = []
  })
  const open = (available = 500n * UNIT, ownCards?: Parameters<typeof PaymentView>[0]['ownCards']) =>
    renderAt(
      '/payment/:orderNo',
      `/payment/${order.orderNo}`,
      <PaymentView
        orderNo={order.orderNo}
        availableUsdt={available}
        ownCards={ownCards}
        depositAction={
          <a data-testid="deposit-action" href="/deposit?currency=USDT">
            充值
          </a>
        }
      />,
    )

  it("fills number and secret from the member's own card picked, checks it, and still takes another", async () => {
    const own = { cardNumber: CARD, cardSecret: 'ABCDEFGHJKMNPQR' }
    open(500n * UNIT, (fill) => (
      <button type="button" data-testid="pick-own" onClick={() => fill(own)}>
        mine
      </button>
    ))
    fireEvent.click(await screen.findByTestId('pay-method-card'))
    fireEvent.click(screen.getByTestId('pick-own'))
    expect((screen.getByTestId('card-number') as HTMLInputElement).value).toBe(CARD)
    expect((screen.getByTestId('card-secret') as HTMLInputElement).value).toBe(own.cardSecret)
    expect((await screen.findByTestId('card-covers')).textContent).toContain('30 USDT')
    const check = fetchMock.mock.calls.map(requestOf).find((r) => r.url.endsWith('/club/cards/check'))!
    expect(await check.json()).toEqual({ number: CARD, secret: own.cardSecret })
    // Another card typed over it, in groups and lower case: sent as issued.
    fireEvent.input(screen.getByTestId('card-secret'), { target: { value: 'abcde-fghjk-mnpqs' } })
    fireEvent.click(screen.getByTestId('pay-card'))
    expect((await screen.findByTestId('place')).textContent).toBe(`/order/${order.orderNo}`)
    const pay = fetchMock.mock.calls.map(requestOf).find((request) => request.url.endsWith('/pay'))!
    expect(await pay.json()).toEqual({ method: 'card', cardNumber: CARD, cardSecret: 'ABCDEFGHJKMNPQS' })
  })

  it('shows the amount due and the time left; a card covers its value and the balance the rest', async () => {
    open()
    expect((await screen.findByTestId('payment-due')).textContent).toBe('100 USDT')
    expect(screen.getByTestId('payment-time-left').textContent).toMatch(/2\d:\d\d/)
    fireEvent.click(screen.getByTestId('pay-method-card'))
    fireEvent.input(screen.getByTestId('card-number'), { target: { value: CARD } })
    fireEvent.input(screen.getByTestId('card-secret'), { target: { value: SECRET } })
    fireEvent.click(screen.getByTestId('card-check'))
    expect((await screen.findByTestId('card-covers')).textContent).toContain('30 USDT')
    expect(screen.getByTestId('balance-rest').textContent).toContain('70 USDT')
    fireEvent.click(screen.getByTestId('pay-card'))
    expect((await screen.findByTestId('place')).textContent).toBe(`/order/${order.orderNo}`)
    const pay = fetchMock.mock.calls.map(requestOf).find((request) => request.url.endsWith('/pay'))!
    expect(pay.headers.get('Idempotency-Key')).toBeTruthy()
    expect(await pay.json()).toEqual({ method: 'card', cardNumber: CARD, cardSecret: SECRET })
  })

  it('pays from the balance', async () => {
    open()
    fireEvent.click(await screen.findByTestId('pay-balance'))
    await waitFor(() => expect(screen.getByTestId('place').textContent).toBe(`/order/${order.orderNo}`))
  })

  /** The first `times` payments are answered stepUpRequired, as the API does for a large unsigned one. */
  const askForTheWallet = (times: number) => {
    const base = fetchMock.getMockImplementation()!
    let asked = 0
    fetchMock.mockImplementation(async (input) => {
      if (!(input as Request).url.endsWith('/pay') || asked++ >= times) return base(input)
      return new Response(
        JSON.stringify({ code: 7, msg: '请在钱包中确认签名', data: { reason: 'stepUpRequired' } }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      )
    })
  }

  it('asks the wallet when the API wants the signature, and resends with the same key', async () => {
    askForTheWallet(1)
    open()
    fireEvent.click(await screen.findByTestId('pay-balance'))
    await waitFor(() => expect(screen.getByTestId('place').textContent).toBe(`/order/${order.orderNo}`))
    const pays = fetchMock.mock.calls.map(requestOf).filter((request) => request.url.endsWith('/pay'))
    expect(pays).toHaveLength(2)
    const key = pays[0]!.headers.get('Idempotency-Key')
    expect(pays[1]!.headers.get('Idempotency-Key')).toBe(key)
    const { signature, expiry, ...payment } = (await pays[1]!.json()) as { signature: Hex; expiry: number }
    expect(payment).toEqual({ method: 'balance' })
    const typed = shopPaymentStepUp(domain.chainId, domain.verifyingContract, {
      orderNo: order.orderNo,
      amount: BigInt(order.total),
      deliverTo: deliveryLine(order.address),
      idempotencyKey: key ?? '',
      expiry: BigInt(expiry),
    })
    expect(await verifyTypedData({ ...typed, address: member.address, signature })).toBe(true)
  })

  it('says 用户取消了交易 when the wallet refuses, and pays nothing', async () => {
    sign.mockRejectedValueOnce(new WalletError('userCancelled'))
    askForTheWallet(Infinity)
    open()
    fireEvent.click(await screen.findByTestId('pay-balance'))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('用户取消了交易', 'fail'))
    expect(
      fetchMock.mock.calls.map(requestOf).filter((request) => request.url.endsWith('/pay')),
    ).toHaveLength(1)
  })

  it('says the order expired once pay_by has passed', async () => {
    order = orderFixture({ payBy: new Date(Date.now() - 1000).toISOString() })
    open()
    expect((await screen.findByTestId('payment-expired')).textContent).toContain('订单已超时取消')
  })

  it('says the member cancelled an order cancelled before pay_by, not that its time ran out', async () => {
    const placed = new Date(Date.now() - 60_000).toISOString()
    order = orderFixture({ status: 'cancelled' })
    history = [
      { from: null, to: 'pending_payment', at: placed },
      { from: 'pending_payment', to: 'cancelled', at: new Date().toISOString() },
    ]
    open()
    expect((await screen.findByTestId('payment-cancelled')).textContent).toContain('订单已取消')
    expect(screen.queryByTestId('payment-expired')).toBeNull()
  })

  it('says the time ran out for an order the expiry job cancelled at pay_by', async () => {
    const payBy = new Date(Date.now() - 1000).toISOString()
    order = orderFixture({ status: 'cancelled', payBy })
    history = [
      { from: null, to: 'pending_payment', at: new Date(Date.now() - 1_801_000).toISOString() },
      { from: 'pending_payment', to: 'cancelled', at: payBy },
    ]
    open()
    expect((await screen.findByTestId('payment-expired')).textContent).toContain('订单已超时取消')
  })

  it('an in-app balance below the amount due says 余额不足 with Deposit beside it, on both tabs', async () => {
    open(50n * UNIT)
    expect((await screen.findByTestId('payment-short')).textContent).toBe('余额不足 充值')
    expect((screen.getByTestId('pay-balance') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByTestId('pay-method-card'))
    fireEvent.input(screen.getByTestId('card-number'), { target: { value: CARD } })
    fireEvent.input(screen.getByTestId('card-secret'), { target: { value: SECRET } })
    fireEvent.click(screen.getByTestId('card-check'))
    // The card covers 30: the balance's 50 cannot pay the other 70.
    await screen.findByTestId('card-covers')
    expect(screen.getByTestId('card-short').textContent).toBe('余额不足 充值')
    expect((screen.getByTestId('pay-card') as HTMLButtonElement).disabled).toBe(true)
  })

  it('a payment the API refuses for want of balance says 余额不足 with Deposit beside it', async () => {
    const base = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (input) =>
      (input as Request).url.endsWith('/pay')
        ? new Response(
            JSON.stringify({ code: 7, msg: '余额不足', data: { reason: 'insufficientBalance' } }),
            {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            },
          )
        : base(input),
    )
    open()
    expect(screen.queryByTestId('payment-short')).toBeNull()
    fireEvent.click(await screen.findByTestId('pay-balance'))
    expect((await screen.findByTestId('payment-short')).textContent).toBe('余额不足 充值')
    expect(showToast).toHaveBeenCalledWith('余额不足', 'fail')
    expect(screen.getByTestId('deposit-action').getAttribute('href')).toBe('/deposit?currency=USDT')
  })
})
