import {
  BankcardOutline,
  CollectMoneyOutline,
  FlagOutline,
  GiftOutline,
  HistogramOutline,
  PieOutline,
  ShopbagOutline,
  StarOutline,
  UnorderedListOutline,
  UpCircleOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

type Entry = {
  key:
    | 'buy'
    | 'orders'
    | 'dividends'
    | 'earnings'
    | 'levels'
    | 'leader'
    | 'stats'
    | 'directRewards'
    | 'cards'
    | 'ranking'
  path: string
  icon: ReactNode
}

/** The team screen's ways into the rest of the club (spec §2 club routes). */
export const clubEntries: readonly Entry[] = [
  { key: 'buy', path: '/vita-club/buy', icon: <ShopbagOutline /> },
  { key: 'orders', path: '/vita-club/orders', icon: <UnorderedListOutline /> },
  { key: 'dividends', path: '/vita-club/dividends', icon: <CollectMoneyOutline /> },
  { key: 'earnings', path: '/vita-club/earnings', icon: <HistogramOutline /> },
  { key: 'levels', path: '/vita-club/levels', icon: <UpCircleOutline /> },
  { key: 'leader', path: '/vita-club/leader', icon: <FlagOutline /> },
  { key: 'stats', path: '/vita-club/stats', icon: <PieOutline /> },
  { key: 'directRewards', path: '/vita-club/direct-reward-history', icon: <GiftOutline /> },
  { key: 'cards', path: '/vita-club/cards', icon: <BankcardOutline /> },
  { key: 'ranking', path: '/daily-ranking', icon: <StarOutline /> },
]

export function ClubEntryGrid() {
  const { t } = useTranslation()
  return (
    <nav className="card club-entries" aria-label={t('club.team.entries')} data-testid="club-entries">
      {clubEntries.map((entry) => (
        <Link key={entry.key} to={entry.path} className="club-entry" data-testid={`club-entry-${entry.key}`}>
          <span className="club-entry-icon" aria-hidden="true">
            {entry.icon}
          </span>
          <span>{t(`club.entry.${entry.key}`)}</span>
        </Link>
      ))}
    </nav>
  )
}
