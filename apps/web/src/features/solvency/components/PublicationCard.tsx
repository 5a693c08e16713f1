import type { SolvencyPublication } from '@vita/shared/schemas/solvency'
import { useTranslation } from 'react-i18next'
import { TxLink } from '../../../components/TxLink'
import { AddressLink } from './AddressLink'

/** The publication's state as a tag: not yet, sent (waiting), published. */
export function PublicationTag({ publication }: { publication: SolvencyPublication | null }) {
  const { t } = useTranslation()
  const status = publication?.status ?? 'none'
  return (
    <span className={`solvency-tag ${status}`} data-status={status} data-testid="solvency-publication-status">
      {status === 'sent' && <span className="spinner inline" aria-hidden="true" />}
      {t(`solvency.publication.status.${status}`)}
    </span>
  )
}

/** Where the day's root is anchored: the registry, the transaction that published it and its block. */
export function PublicationCard({
  publication,
  explorerUrl,
}: {
  publication: SolvencyPublication | null
  explorerUrl: string | null
}) {
  const { t } = useTranslation()
  return (
    <section className="card" data-testid="solvency-publication">
      <div className="card-title-row">
        <h3>{t('solvency.publication.title')}</h3>
        <PublicationTag publication={publication} />
      </div>
      {publication && (
        <dl className="summary">
          <div className="summary-row">
            <dt>{t('solvency.publication.tx')}</dt>
            <dd>
              <TxLink
                hash={publication.txHash}
                explorerUrl={explorerUrl}
                title={t('solvency.publication.viewTx')}
                testId="solvency-publication-tx"
              />
              {publication.blockNumber && (
                <small className="muted">
                  {' '}
                  {t('solvency.publication.block', { block: publication.blockNumber })}
                </small>
              )}
            </dd>
          </div>
          <div className="summary-row">
            <dt>{t('solvency.publication.registry')}</dt>
            <dd>
              <AddressLink
                address={publication.registry}
                explorerUrl={explorerUrl}
                title={t('solvency.publication.viewAddress')}
              />
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}
