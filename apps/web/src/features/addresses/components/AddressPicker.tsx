import { Popup } from 'antd-mobile'
import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useAddresses } from '../api/listAddresses'
import { AddressCard, AddressLines } from './AddressCard'
import { AddressFormPopup } from './AddressFormPopup'

export type AddressPickerProps = {
  /** The chosen address; null: none chosen yet (the default is then offered through onChange). */
  value: DeliveryAddress | null
  /** Called with the address the member picks or adds, and once with the default when `value` is null. */
  onChange: (address: DeliveryAddress) => void
}

/**
 * Checkout's delivery address: the chosen one (or the default), and a sheet to pick another from
 * the member's list or add a new one. The form (and its region dataset) loads only on "add".
 */
export function AddressPicker({ value, onChange }: AddressPickerProps) {
  const { t } = useTranslation()
  const addresses = useAddresses()
  const [open, setOpen] = useState(false)
  const [adding, setAdding] = useState(false)
  const items = addresses.data?.items
  const fallback = items?.find((address) => address.isDefault) ?? items?.[0]

  useEffect(() => {
    if (value === null && fallback) onChange(fallback)
  }, [value, fallback, onChange])

  const shown = value ?? fallback ?? null
  const pick = (address: DeliveryAddress) => {
    onChange(address)
    setOpen(false)
  }
  return (
    <>
      <button
        type="button"
        className="card address-picker"
        data-testid="address-picker"
        onClick={() => setOpen(true)}
      >
        {shown ? (
          <AddressLines address={shown} />
        ) : (
          <span className="field-hint">{t('addresses.picker.choose')}</span>
        )}
        <span className="address-picker-change">{t('addresses.picker.change')}</span>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="address-popup">
        <h3 className="address-popup-title">{t('addresses.picker.title')}</h3>
        <QueryState query={addresses} errorText={t('addresses.loadFailed')} testId="addresses-error">
          {(list) =>
            list.items.length === 0 ? (
              <p className="field-hint" data-testid="addresses-empty">
                {t('addresses.picker.none')}
              </p>
            ) : (
              <div className="address-list">
                {list.items.map((address) => (
                  <AddressCard
                    key={address.id}
                    address={address}
                    selected={address.id === shown?.id}
                    onClick={() => pick(address)}
                  />
                ))}
              </div>
            )
          }
        </QueryState>
        <button
          type="button"
          className="btn btn-primary btn-block"
          data-testid="address-add"
          onClick={() => setAdding(true)}
        >
          {t('addresses.add')}
        </button>
      </Popup>
      <AddressFormPopup
        editing={adding ? null : undefined}
        defaultOn={items?.length === 0}
        onClose={() => setAdding(false)}
        onSaved={(address) => {
          setAdding(false)
          pick(address)
        }}
      />
    </>
  )
}
