import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../lib/i18n'
import type { LocalizedTextView, OptionLabel } from '@vita/shared/schemas/shop'
import { optionText } from '../optionText'
import { Price } from './Price'

export type OrderLine = {
  key: string
  name: LocalizedTextView
  image: string | null
  optionLabels: readonly OptionLabel[]
  unitPrice: string
  quantity: number
}

/** Items of a checkout or an order: image, name in the UI language, options, price × quantity. */
export function OrderLines({ lines, testId }: { lines: readonly OrderLine[]; testId: string }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  return (
    <ul className="shop-lines" data-testid={testId}>
      {lines.map((line) => (
        <li key={line.key} className="shop-line">
          {line.image ? (
            <img className="shop-thumb" src={line.image} alt="" />
          ) : (
            <span className="shop-thumb" />
          )}
          <span className="shop-cart-line-main">
            <span>{line.name[locale]}</span>
            <span className="muted">{optionText(line.optionLabels, locale)}</span>
            <span className="shop-row">
              <Price min={line.unitPrice} />
              <span className="muted">× {line.quantity}</span>
            </span>
          </span>
        </li>
      ))}
      <li className="muted">
        {t('shop.orders.itemCount', { count: lines.reduce((sum, line) => sum + line.quantity, 0) })}
      </li>
    </ul>
  )
}
