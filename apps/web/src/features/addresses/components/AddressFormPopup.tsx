import { Popup } from 'antd-mobile'
import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from '../../../components/Loading'

// The form carries the region dataset: loaded when first opened, never with the list or the picker.
const AddressForm = lazy(() => import('./AddressForm'))

/** The add / edit form in a bottom sheet: `editing` undefined = closed, null = a new address. */
export function AddressFormPopup({
  editing,
  defaultOn,
  onClose,
  onSaved,
}: {
  editing: DeliveryAddress | null | undefined
  defaultOn?: boolean
  onClose: () => void
  onSaved: (address: DeliveryAddress) => void
}) {
  const { t } = useTranslation()
  return (
    <Popup visible={editing !== undefined} onMaskClick={onClose} destroyOnClose bodyClassName="address-popup">
      <h3 className="address-popup-title">{editing ? t('addresses.editTitle') : t('addresses.addTitle')}</h3>
      {editing !== undefined && (
        <Suspense fallback={<Loading />}>
          <AddressForm
            key={editing?.id ?? 'new'}
            address={editing ?? undefined}
            defaultOn={defaultOn}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </Popup>
  )
}
