import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLocale } from '../../../lib/i18n'
import { envelope, renderAt, UNIT } from '../testing'
import { CardPayment, type CardFields } from './CardPayment'

const CARD = '1234567812345678'
const OWN: CardFields = { cardNumber: CARD, cardSecret: 'ABCDEFGHJKMNPQR' }

describe('card payment (issue 33)', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const onPay = vi.fn<(card: CardFields) => void>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async () =>
      envelope({
        number: CARD,
        status: 'available',
        value: (50n * UNIT).toString(),
        remaining: (30n * UNIT).toString(),
        expiresAt: '2027-01-01T00:00:00.000Z',
      }),
    )
  })
  afterEach(async () => {
    cleanup()
    fetchMock.mockReset()
    onPay.mockReset()
    vi.unstubAllGlobals()
    await changeLocale('zh')
  })
  const open = () =>
    renderAt(
      '/',
      '/',
      <CardPayment
        total={100n * UNIT}
        available={500n * UNIT}
        busy={false}
        ownCards={(fill) => (
          <button type="button" data-testid="pick-own" onClick={() => fill(OWN)}>
            mine
          </button>
        )}
        onPay={onPay}
      />,
    )
  const secretField = () => screen.getByTestId('card-secret') as HTMLInputElement

  it.each([
    ['zh', '购物卡支付 30 USDT · 余额支付 70 USDT'],
    ['en', 'Card pays 30 USDT · Balance pays 70 USDT'],
  ] as const)('says once who pays what (%s), no label repeated', async (locale, split) => {
    await changeLocale(locale)
    open()
    fireEvent.click(screen.getByTestId('pick-own'))
    await screen.findByTestId('card-covers')
    expect(screen.getByTestId('card-split').textContent).toBe(split)
  })

  it("keeps a picked card's secret masked until the eye shows it; another card can still be typed", async () => {
    open()
    fireEvent.click(screen.getByTestId('pick-own'))
    expect(secretField().value).toBe(OWN.cardSecret)
    expect(secretField().type).toBe('password')
    const eye = screen.getByTestId('card-secret-toggle')
    expect(eye.getAttribute('aria-label')).toBe('显示卡密')
    fireEvent.click(eye)
    expect(secretField().type).toBe('text')
    expect(eye.getAttribute('aria-pressed')).toBe('true')
    expect(eye.getAttribute('aria-label')).toBe('隐藏卡密')
    fireEvent.click(eye)
    expect(secretField().type).toBe('password')

    // Shown, then another card picked: its secret is masked again.
    fireEvent.click(eye)
    fireEvent.click(screen.getByTestId('pick-own'))
    expect(secretField().type).toBe('password')

    fireEvent.input(secretField(), { target: { value: 'abcde-fghjk-mnpqs' } })
    fireEvent.click(screen.getByTestId('pay-card'))
    expect(onPay).toHaveBeenCalledWith({ cardNumber: CARD, cardSecret: 'ABCDEFGHJKMNPQS' })
  })
})
