import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { EmptyBlock } from '../../../components/EmptyBlock'
import { QueryState } from '../../../components/QueryState'
import { useLatestSolvencyDay } from '../api/getLatestSolvencyDay'
import { useExplorerUrl } from '../hooks/useExplorerUrl'
import { CurrencyCoverageCard } from './CurrencyCoverageCard'
import { DaySummary } from './DaySummary'
import { PublicationCard } from './PublicationCard'
import { ReserveHoldings } from './ReserveHoldings'
import { VerifyBalance } from './VerifyBalance'

/** The newest snapshot: its day, reserves against liabilities, where it is on chain, and the member's check. */
export function LatestSolvency() {
  const { t } = useTranslation()
  const latest = useLatestSolvencyDay()
  const explorerUrl = useExplorerUrl()
  return (
    <QueryState
      query={latest}
      loading={<Skeleton.Paragraph lineCount={8} animated />}
      errorText={t('solvency.loadFailed')}
      testId="solvency-load-failed"
    >
      {(day) =>
        day === null ? (
          <section className="card" data-testid="solvency-empty">
            <EmptyBlock title={t('solvency.empty')} />
          </section>
        ) : (
          <>
            <DaySummary day={day} />
            <VerifyBalance key={day.day} day={day.day} />
            <CurrencyCoverageCard day={day} />
            <ReserveHoldings day={day} explorerUrl={explorerUrl} />
            <PublicationCard publication={day.publication} explorerUrl={explorerUrl} />
          </>
        )
      }
    </QueryState>
  )
}
