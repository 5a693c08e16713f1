import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSellPermission } from '../api/getSellPermission'
import type { SellStatus } from '../sellStatus'

/** Why a signed-in member cannot sell, and what unlocks it (docs/sell-permission.md). */
function SellPermissionHint() {
  const { t } = useTranslation()
  const permission = useSellPermission(true)
  const data = permission.data
  if (!data) return null
  const why = data.allowed ? 'pending' : data.reason === 'operatorRevoked' ? 'operatorRevoked' : 'noOrder'
  return (
    <p className="field-hint" data-testid="sell-permission-why" data-reason={why}>
      {t(`sell.why.${why}`)}
      {why === 'noOrder' && (
        <>
          {' '}
          <Link to="/vita-club/buy">{t('sell.why.buy')}</Link>
        </>
      )}
    </p>
  )
}

/**
 * The spec §8 sell-status line (您可以卖出DPINE / 您当前无法卖出DPINE / …); null while loading. When the
 * chain says no, a signed-in member is told why and what unlocks it.
 */
export function SellStatusLine({ status }: { status: SellStatus | null }) {
  const { t } = useTranslation()
  return (
    <>
      <p
        className={`sell-status sell-status-${status ?? 'loading'}`}
        data-testid="sell-status"
        data-status={status ?? ''}
        role="status"
      >
        {status ? t(`sell.status.${status}`) : t('app.loading')}
      </p>
      {status === 'cannotSell' && <SellPermissionHint />}
    </>
  )
}
