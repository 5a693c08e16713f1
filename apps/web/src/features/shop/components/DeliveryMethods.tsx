import { Radio } from 'antd-mobile'
import type { DeliveryMethod } from '@vita/shared/shop/catalogue'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import type { GetDeliveryMethodsReturnType } from '../api/getDeliveryMethods'

/** Standard (3–5 working days) or express (1–2), with the fees the API answers. */
export function DeliveryMethods({
  methods,
  value,
  onChange,
}: {
  methods: GetDeliveryMethodsReturnType['methods']
  value: DeliveryMethod
  onChange: (method: DeliveryMethod) => void
}) {
  const { t } = useTranslation()
  return (
    <Radio.Group value={value} onChange={(next) => onChange(next as DeliveryMethod)}>
      {methods.map((option) => (
        <Radio
          key={option.method}
          value={option.method}
          className="shop-delivery"
          data-testid={`delivery-${option.method}`}
        >
          <span>{t(`shop.checkout.method.${option.method}`)}</span>{' '}
          <span className="muted">{t('shop.checkout.workingDays', option.workingDays)}</span>{' '}
          <span>
            {BigInt(option.fee) === 0n
              ? t('shop.checkout.free')
              : t('shop.checkout.fee', { fee: formatMoney(option.fee, 2) })}
          </span>
        </Radio>
      ))}
    </Radio.Group>
  )
}
