import { useTranslation } from 'react-i18next'
import { shortHash } from '../../../lib/shorten'

/** A transaction hash, linked to the chain's explorer when the app has one. */
export function TxLink({
  hash,
  explorerUrl,
  testId,
}: {
  hash: string
  explorerUrl: string | null
  testId?: string
}) {
  const { t } = useTranslation()
  const text = shortHash(hash)
  return explorerUrl ? (
    <a
      href={`${explorerUrl.replace(/\/$/, '')}/tx/${hash}`}
      target="_blank"
      rel="noreferrer"
      title={t('deposit.viewTx')}
      data-testid={testId}
    >
      {text}
    </a>
  ) : (
    <span title={hash} data-testid={testId}>
      {text}
    </span>
  )
}
