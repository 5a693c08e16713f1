import { Skeleton } from 'antd-mobile'
import type { ClubDividends } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../components/QueryState'
import { formatMoney } from '../../../lib/format'
import { useDividends } from '../api/getDividends'
import { ClaimButton } from './ClaimButton'
import { InfoRows } from './InfoRows'
import { NextSettlement } from './NextSettlement'
import { RulesDialog } from './RulesDialog'

const KINDS = ['static', 'dynamic', 'invite', 'total'] as const
const LINKS = [
  ['static', '/vita-club/static-dividends'],
  ['dynamic', '/vita-club/dynamic-dividends'],
  ['history', '/vita-club/dividend-history'],
  ['directRewards', '/vita-club/direct-reward-history'],
] as const

function Figures({ dividends }: { dividends: ClubDividends }) {
  const { t } = useTranslation()
  const amount = (value: string) => t('clubMoney.usdt', { amount: formatMoney(value, 4) })
  return (
    <>
      <h3>{t('clubMoney.dividends.claimable')}</h3>
      <InfoRows
        testId="dividends-claimable"
        rows={KINDS.map((kind) => ({
          key: `claimable-${kind}`,
          label: t(`clubMoney.dividends.${kind}`),
          value: amount(dividends.claimable[kind]),
        }))}
      />
      <InfoRows
        rows={[
          { key: 'earned', label: t('clubMoney.dividends.earned'), value: amount(dividends.earned.total) },
          { key: 'today', label: t('clubMoney.dividends.today'), value: amount(dividends.today.total) },
        ]}
      />
      <p className="field-hint" data-testid="dividends-last-settled">
        {dividends.lastSettledDay
          ? t('clubMoney.dividends.lastSettled', { day: dividends.lastSettledDay })
          : t('clubMoney.dividends.notSettled')}
      </p>
    </>
  )
}

/**
 * /vita-club/dividends: what is claimable per kind, when the next settlement pays, the claim, the rules
 * dialog and the dividend screens.
 */
export function DividendSummary() {
  const { t } = useTranslation()
  const dividends = useDividends()
  return (
    <>
      <section className="card" data-testid="dividends-summary">
        <header className="card-title-row">
          <h3>{t('clubMoney.dividendsTitle')}</h3>
          <RulesDialog />
        </header>
        <QueryState
          query={dividends}
          loading={<Skeleton.Paragraph lineCount={6} animated />}
          errorText={t('clubMoney.dividends.loadFailed')}
          testId="dividends-error"
        >
          {(data) => <Figures dividends={data} />}
        </QueryState>
        <NextSettlement />
        <ClaimButton dividends={dividends.data} />
      </section>
      <nav className="card club-links" data-testid="dividends-links">
        {LINKS.map(([key, to]) => (
          <Link key={key} to={to} className="club-link-row">
            {t(`clubMoney.dividends.links.${key}`)}
            <span aria-hidden="true">›</span>
          </Link>
        ))}
      </nav>
    </>
  )
}
