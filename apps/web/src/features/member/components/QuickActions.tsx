import {
  BankcardOutline,
  BillOutline,
  HistogramOutline,
  LoopOutline,
  SendOutline,
  StarOutline,
  UploadOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

type Action = {
  key: 'swap' | 'transfer' | 'withdraw' | 'bills' | 'chart' | 'pools' | 'ranking'
  path: string
  icon: ReactNode
}

const actions: readonly Action[] = [
  { key: 'swap', path: '/swap', icon: <LoopOutline /> },
  { key: 'transfer', path: '/transfer-money', icon: <SendOutline /> },
  { key: 'withdraw', path: '/withdraw', icon: <UploadOutline /> },
  { key: 'bills', path: '/assets-log', icon: <BillOutline /> },
  { key: 'chart', path: '/price-chart', icon: <HistogramOutline /> },
  { key: 'pools', path: '/contract-pools', icon: <BankcardOutline /> },
  { key: 'ranking', path: '/daily-ranking', icon: <StarOutline /> },
]

/** Home's quick actions (spec §2 "quick actions"). */
export function QuickActions() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <nav className="card quick-actions" data-testid="home-quick-actions">
      {actions.map((action) => (
        <button
          key={action.key}
          type="button"
          className="quick-action"
          data-testid={`quick-${action.key}`}
          onClick={() => navigate(action.path)}
        >
          <span className="quick-icon" aria-hidden="true">
            {action.icon}
          </span>
          <span>{t(`member.quick.${action.key}`)}</span>
        </button>
      ))}
    </nav>
  )
}
