import { cardSecretStepUp } from '@vita/shared/stepUp'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { showToast } from '../../../lib/notify'
import type { BuildStepUp } from '../../../platform/wallet/signStepUp'
import { WalletError } from '../../../platform/wallet/walletError'
import { OwnCardPicker } from './OwnCardPicker'
import { json, ok, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))
const sign = vi.fn(async (build: BuildStepUp): Promise<Hex> => member.signTypedData(build(domain)))
vi.mock('../../../platform/wallet/useStepUpSigner', () => ({ useStepUpSigner: () => sign }))
// A dev key: the member's wallet in these tests.
const member = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const domain = { chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const }

const usable = [
  {
    id: '1f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
    number: '1234567890123456',
    remaining: (30n * 10n ** 18n).toString(),
    expiresAt: '2027-01-01T00:00:00.000Z',
  },
  {
    id: '2f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
    number: '6543210987654321',
    remaining: (224n * 10n ** 18n).toString(),
    expiresAt: '2027-06-01T00:00:00.000Z',
  },
]

describe("the payment screen's own cards", () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname
      if (path === '/app/club/cards/usable') return ok({ cards: usable })
      return ok({ secret: 'ABCDEFGHJKMNPQR' })
    })
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.mocked(showToast).mockReset()
    vi.unstubAllGlobals()
  })

  it("lists the member's usable cards; picking one hands over its number and its wallet-signed secret", async () => {
    const onPick = vi.fn()
    renderClub(<OwnCardPicker onPick={onPick} />)
    const numbers = await screen.findAllByTestId('own-card-number')
    expect(numbers.map((n) => n.textContent)).toEqual(['1234 5678 9012 3456', '6543 2109 8765 4321'])
    expect(screen.getAllByTestId('own-card')[0]?.textContent).toContain('30 USDT')
    fireEvent.click(screen.getAllByTestId('own-card-use')[1]!)
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith({ cardNumber: '6543210987654321', cardSecret: 'ABCDEFGHJKMNPQR' }),
    )
    const reveal = fetchMock.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'POST')!
    expect(new URL(reveal.url).pathname).toBe(`/app/club/cards/${usable[1]!.id}/secret`)
    const { signature, expiry } = (await reveal.json()) as { signature: Hex; expiry: number }
    const typed = cardSecretStepUp(domain.chainId, domain.verifyingContract, {
      cardNumber: '6543210987654321',
      expiry: BigInt(expiry),
    })
    expect(await verifyTypedData({ ...typed, address: member.address, signature })).toBe(true)
  })

  it('picks nothing when the wallet refuses: 用户取消了交易', async () => {
    sign.mockRejectedValueOnce(new WalletError('userCancelled'))
    const onPick = vi.fn()
    renderClub(<OwnCardPicker onPick={onPick} />)
    fireEvent.click((await screen.findAllByTestId('own-card-use'))[0]!)
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('用户取消了交易', 'fail'))
    expect(onPick).not.toHaveBeenCalled()
  })

  it('shows nothing without a usable card, and says so when they cannot be loaded', async () => {
    fetchMock.mockImplementationOnce(async () => ok({ cards: [] }))
    const { container } = renderClub(<OwnCardPicker onPick={vi.fn()} />)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(container.querySelector('[data-testid="own-cards"]')).toBeNull()
    cleanup()
    fetchMock.mockImplementationOnce(async () => json(500, { code: 500, msg: '服务器错误', data: null }))
    renderClub(<OwnCardPicker onPick={vi.fn()} />)
    expect((await screen.findByTestId('own-cards-error')).textContent).toBe('获取购物卡失败')
  })
})
