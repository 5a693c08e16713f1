import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'

/** The coupon code: applied on demand (the quote prices it); its refusal shows under the field. */
export function CouponField({
  applied,
  onApply,
  error,
  discount,
}: {
  applied: string | undefined
  onApply: (code: string | undefined) => void
  error: string | null
  discount: string | null
}) {
  const { t } = useTranslation()
  const [code, setCode] = useState(applied ?? '')
  return (
    <div className="shop-coupon">
      <div className="shop-row">
        <input
          className="shop-input"
          value={code}
          maxLength={32}
          placeholder={t('shop.checkout.couponPlaceholder')}
          aria-label={t('shop.checkout.coupon')}
          data-testid="coupon-input"
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="button"
          className="btn"
          data-testid="coupon-apply"
          onClick={() => onApply(code.trim() || undefined)}
        >
          {t('shop.checkout.apply')}
        </button>
      </div>
      {applied && error && (
        <p className="field-error" role="alert" data-testid="coupon-error">
          {error}
        </p>
      )}
      {applied && !error && discount !== null && BigInt(discount) > 0n && (
        <p className="field-hint" data-testid="coupon-applied">
          {t('shop.checkout.couponApplied', { amount: formatMoney(discount, 2) })}
        </p>
      )}
    </div>
  )
}
