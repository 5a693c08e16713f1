import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { QueryState } from '../../../components/QueryState'
import { showToast } from '../../../lib/notify'
import { useDeleteAddress, useSetDefaultAddress } from '../api/changeAddress'
import { useAddresses } from '../api/listAddresses'
import { AddressCard } from './AddressCard'
import { AddressFormPopup } from './AddressFormPopup'
import { AddressRefresh } from './AddressRefresh'

/** The member's addresses (/address, /address-list): default badge, edit, delete with confirm, set default, add. */
export function AddressBook() {
  const { t } = useTranslation()
  const addresses = useAddresses()
  const remove = useDeleteAddress()
  const makeDefault = useSetDefaultAddress()
  const [editing, setEditing] = useState<DeliveryAddress | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<DeliveryAddress | null>(null)

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => showToast(t('addresses.deleted'), 'success'),
        onSettled: () => setDeleting(null),
      },
    )
  }
  const actionsOf = (address: DeliveryAddress) => {
    const actions = [
      {
        id: 'set-default',
        text: t('addresses.setDefault'),
        shown: !address.isDefault,
        busy: makeDefault.isPending,
        run: () =>
          makeDefault.mutate({ id: address.id }, { onSuccess: () => showToast(t('addresses.defaultSet')) }),
      },
      { id: 'edit', text: t('addresses.edit'), shown: true, busy: false, run: () => setEditing(address) },
      {
        id: 'delete',
        text: t('addresses.delete'),
        shown: true,
        busy: false,
        run: () => setDeleting(address),
      },
    ]
    return actions
      .filter((action) => action.shown)
      .map((action) => (
        <button
          key={action.id}
          type="button"
          className="btn btn-small"
          data-testid={`address-${action.id}`}
          disabled={action.busy}
          onClick={action.run}
        >
          {action.text}
        </button>
      ))
  }

  return (
    <>
      <AddressRefresh>
        <QueryState query={addresses} errorText={t('addresses.loadFailed')} testId="addresses-error">
          {({ items }) =>
            items.length === 0 ? (
              <section className="card center" data-testid="addresses-empty">
                <p>{t('addresses.empty')}</p>
              </section>
            ) : (
              <div className="address-list">
                {items.map((address) => (
                  <AddressCard key={address.id} address={address} actions={actionsOf(address)} />
                ))}
              </div>
            )
          }
        </QueryState>
      </AddressRefresh>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="address-add"
        onClick={() => setEditing(null)}
      >
        {t('addresses.add')}
      </button>
      <AddressFormPopup
        editing={editing}
        defaultOn={addresses.data?.items.length === 0}
        onClose={() => setEditing(undefined)}
        onSaved={() => setEditing(undefined)}
      />
      <ConfirmSheet
        visible={deleting !== null}
        title={t('addresses.deleteTitle')}
        message={t('addresses.deleteConfirm')}
        confirmText={t('addresses.confirm')}
        cancelText={t('addresses.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="address-delete-confirm"
      />
    </>
  )
}
