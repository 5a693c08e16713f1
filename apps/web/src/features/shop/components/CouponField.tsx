import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField'
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
      <TextField
        label={t('shop.checkout.coupon')}
        labelHidden
        testId="coupon-input"
        inputClassName="shop-input"
        rowClassName="shop-row"
        value={code}
        maxLength={32}
        placeholder={t('shop.checkout.couponPlaceholder')}
        onChange={setCode}
        trailing={
          <button
            type="button"
            className="btn"
            data-testid="coupon-apply"
            onClick={() => onApply(code.trim() || undefined)}
          >
            {t('shop.checkout.apply')}
          </button>
        }
        error={applied && error}
        hint={
          applied &&
          !error &&
          discount !== null &&
          BigInt(discount) > 0n &&
          t('shop.checkout.couponApplied', { amount: formatMoney(discount, 2) })
        }
        messageTestIds={{ error: 'coupon-error', hint: 'coupon-applied' }}
      />
    </div>
  )
}
