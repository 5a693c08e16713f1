import type { ShoppingCard } from '@vita/shared/schemas/club'
import { cardSecretStepUp } from '@vita/shared/stepUp'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { copyText } from '../../../lib/clipboard'
import { showToast } from '../../../lib/notify'
import type { BuildStepUp } from '../../../platform/wallet/signStepUp'
import { WalletError } from '../../../platform/wallet/walletError'
import { ShoppingCardItem } from './ShoppingCardItem'
import { ok, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))
vi.mock('../../../lib/clipboard', () => ({ copyText: vi.fn() }))
const sign = vi.fn(async (build: BuildStepUp): Promise<Hex> => member.signTypedData(build(domain)))
vi.mock('../../../platform/wallet/useStepUpSigner', () => ({ useStepUpSigner: () => sign }))
// A dev key: the member's wallet in these tests.
const member = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const domain = { chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const }

const card: ShoppingCard = {
  id: '1f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
  orderId: '6f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
  number: '1234567890123456',
  status: 'available',
  value: (224n * 10n ** 18n).toString(),
  remaining: (100n * 10n ** 18n).toString(),
  expiresAt: '2027-11-23T10:00:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
}

describe('a shopping card on /vita-club/cards', () => {
  const fetchMock = vi.fn(async () => ok({ secret: 'Ab3dEf6hIj9K' }))
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    cleanup()
    fetchMock.mockClear()
    vi.mocked(showToast).mockReset()
    vi.unstubAllGlobals()
  })

  it('hides the secret until "show", fetches it from the owner route, hides it again', async () => {
    renderClub(<ShoppingCardItem card={card} />)
    expect(screen.getByTestId('shopping-card-number').textContent).toBe('1234 5678 9012 3456')
    expect(screen.getByTestId('shopping-card-secret').textContent).not.toContain('Ab3d')
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('shopping-card-show'))
    await waitFor(() => expect(screen.getByTestId('shopping-card-secret').textContent).toBe('Ab3dEf6hIj9K'))
    const request = (fetchMock.mock.calls[0] as unknown as [Request])[0]
    expect(new URL(request.url).pathname).toBe(`/app/club/cards/${card.id}/secret`)
    expect(request.method).toBe('POST')
    const { signature, expiry } = (await request.json()) as { signature: Hex; expiry: number }
    const typed = cardSecretStepUp(domain.chainId, domain.verifyingContract, {
      cardNumber: card.number,
      expiry: BigInt(expiry),
    })
    expect(await verifyTypedData({ ...typed, address: member.address, signature })).toBe(true)
    fireEvent.click(screen.getByTestId('shopping-card-hide'))
    expect(screen.getByTestId('shopping-card-secret').textContent).not.toContain('Ab3d')
  })

  it('copies the number and the shown secret together: 已复制, or "please copy manually" on refusal', async () => {
    renderClub(<ShoppingCardItem card={card} />)
    fireEvent.click(screen.getByTestId('shopping-card-show'))
    const copy = await screen.findByTestId('shopping-card-copy')
    vi.mocked(copyText).mockResolvedValueOnce(true).mockResolvedValueOnce(false)
    fireEvent.click(copy)
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已复制', 'success'))
    expect(copyText).toHaveBeenCalledWith('卡号 1234567890123456 卡密 Ab3dEf6hIj9K')
    fireEvent.click(copy)
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('复制失败，请手动复制', 'fail'))
  })

  it('asks nothing of the API when the wallet refuses to sign: 用户取消了交易, the secret stays hidden', async () => {
    sign.mockRejectedValueOnce(new WalletError('userCancelled'))
    renderClub(<ShoppingCardItem card={card} />)
    fireEvent.click(screen.getByTestId('shopping-card-show'))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('用户取消了交易', 'fail'))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByTestId('shopping-card-secret').getAttribute('data-state')).toBe('hidden')
  })
})
