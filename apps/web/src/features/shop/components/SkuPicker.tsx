import { Stepper } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { PickerGroup } from '../skuPicker'

/** The option groups as chips: unavailable values disabled, the chosen ones marked; the quantity within stock. */
export function SkuPicker({
  groups,
  onPick,
  quantity,
  stock,
  onQuantity,
}: {
  groups: readonly PickerGroup[]
  onPick: (group: string, value: string) => void
  quantity: number
  stock: number
  onQuantity: (quantity: number) => void
}) {
  const { t } = useTranslation()
  return (
    <section className="card shop-sku" data-testid="sku-picker">
      {groups.map((group) => (
        <div key={group.name} className="shop-sku-group">
          <h4>{group.label}</h4>
          <div className="shop-chips">
            {group.values.map((value) => (
              <button
                key={value.value}
                type="button"
                className={value.chosen ? 'shop-chip active' : 'shop-chip'}
                disabled={!value.available && !value.chosen}
                aria-pressed={value.chosen}
                data-testid={`sku-value-${group.name}-${value.value}`}
                onClick={() => onPick(group.name, value.value)}
              >
                {value.label}
              </button>
            ))}
          </div>
        </div>
      ))}
      <div className="shop-sku-group shop-row">
        <h4>{t('shop.detail.quantity')}</h4>
        <Stepper
          min={1}
          max={Math.max(stock, 1)}
          digits={0}
          value={quantity}
          disabled={stock <= 0}
          onChange={(value) => onQuantity(value)}
          data-testid="quantity-stepper"
        />
      </div>
    </section>
  )
}
