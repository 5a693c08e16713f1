import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { addressLine } from '../addressForm'

/** Recipient, phone, the default badge and the full address (phrasing content: fits in a button). */
export function AddressLines({ address }: { address: DeliveryAddress }) {
  const { t } = useTranslation()
  return (
    <span className="address-lines">
      <span className="address-card-head">
        <strong>{address.name}</strong>
        <span>{address.tel}</span>
        {address.isDefault && (
          <span className="address-default-badge" data-testid="address-default-badge">
            {t('addresses.default')}
          </span>
        )}
      </span>
      <span className="address-card-line">{addressLine(address)}</span>
    </span>
  )
}

/** One address: recipient, phone, the default badge and the full address; `actions` below. */
export function AddressCard({
  address,
  actions,
  onClick,
  selected,
}: {
  address: DeliveryAddress
  actions?: ReactNode
  onClick?: () => void
  selected?: boolean
}) {
  const classes = ['card', 'address-card', selected ? 'selected' : ''].filter(Boolean).join(' ')
  const body = <AddressLines address={address} />
  return (
    <article className={classes} data-testid="address-card" aria-selected={selected}>
      {onClick ? (
        <button type="button" className="address-card-choose" onClick={onClick} data-testid="address-choose">
          {body}
        </button>
      ) : (
        body
      )}
      {actions && <div className="address-card-actions">{actions}</div>}
    </article>
  )
}
