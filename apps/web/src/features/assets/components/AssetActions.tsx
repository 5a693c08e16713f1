import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/** Deposit (the screen's, from the deposits feature), transfer, withdraw and the bill log, under the balances. */
export function AssetActions({ deposit }: { deposit?: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="action-row">
      {deposit}
      <button
        type="button"
        className="btn btn-primary"
        data-testid="assets-transfer"
        onClick={() => navigate('/transfer-money')}
      >
        {t('assets.transfer')}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        data-testid="assets-withdraw"
        onClick={() => navigate('/withdraw')}
      >
        {t('assets.withdraw')}
      </button>
      <button
        type="button"
        className="btn"
        data-testid="assets-bills"
        onClick={() => navigate('/assets-log')}
      >
        {t('assets.bills')}
      </button>
    </div>
  )
}
