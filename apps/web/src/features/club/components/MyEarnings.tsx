import { Skeleton } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useEarnings } from '../api/getEarnings'
import type { EarningsDays } from '../api/teamKeys'
import { EarningsSummary } from './EarningsSummary'

/** /vita-club/earnings: my earnings by kind and by day. */
export function MyEarnings() {
  const { t } = useTranslation()
  const [days, setDays] = useState<EarningsDays>(30)
  const earnings = useEarnings(days)
  return (
    <QueryState
      query={earnings}
      loading={<Skeleton.Paragraph lineCount={8} animated />}
      errorText={t('club.earnings.loadFailed')}
      testId="earnings-error"
    >
      {(data) => <EarningsSummary earnings={data} days={days} onDaysChange={setDays} />}
    </QueryState>
  )
}
