import type { SolvencyDay, SolvencyHolding } from '@vita/shared/schemas/solvency'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { AddressLink } from './AddressLink'

// The API's words for the default reserve addresses (apps/api modules/solvency reserves/reserveAddresses.ts).
const KNOWN_LABELS = ['payoutWallet', 'staticDividendPool', 'centralBankPool', 'feePool', 'deposit'] as const
type KnownLabel = (typeof KNOWN_LABELS)[number]
const isKnown = (label: string): label is KnownLabel => (KNOWN_LABELS as readonly string[]).includes(label)

/** Each reserve address (what it is, where it is on chain) and what it held at the reserves block. */
export function ReserveHoldings({ day, explorerUrl }: { day: SolvencyDay; explorerUrl: string | null }) {
  const { t } = useTranslation()
  // A label the API adds before this app knows it is shown as the API's word, not hidden.
  const labelOf = (holding: SolvencyHolding) =>
    isKnown(holding.label) ? t(`solvency.holdings.label.${holding.label}`) : holding.label
  const { reserves } = day
  return (
    <section className="card" data-testid="solvency-holdings">
      <div className="card-title-row">
        <h3>{t('solvency.holdings.title')}</h3>
        {reserves && (
          <small className="muted">{t('solvency.holdings.block', { block: reserves.blockNumber })}</small>
        )}
      </div>
      {!reserves ? (
        <p className="empty">{t('solvency.holdings.pending')}</p>
      ) : reserves.holdings.length === 0 ? (
        <p className="empty">{t('solvency.holdings.empty')}</p>
      ) : (
        <ul className="plain-list">
          {reserves.holdings.map((holding) => (
            <li
              key={`${holding.address}:${holding.currency}`}
              className="solvency-row"
              data-testid="solvency-holding"
            >
              <div className="solvency-row-main">
                <span>{labelOf(holding)}</span>
                <span>
                  {formatMoney(holding.amount, 2)} {holding.currency}
                </span>
              </div>
              <div className="solvency-row-sub">
                <AddressLink
                  address={holding.address}
                  explorerUrl={explorerUrl}
                  title={t('solvency.publication.viewAddress')}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
