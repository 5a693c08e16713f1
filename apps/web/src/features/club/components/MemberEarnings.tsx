import { Skeleton } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useMemberEarnings } from '../api/getMemberEarnings'
import type { EarningsDays } from '../api/teamKeys'
import { EarningsSummary } from './EarningsSummary'

/** A downline member's earnings: totals by kind and by day. */
export function MemberEarnings({ memberId }: { memberId: string }) {
  const { t } = useTranslation()
  const [days, setDays] = useState<EarningsDays>(30)
  const earnings = useMemberEarnings(memberId, days)
  return (
    <QueryState
      query={earnings}
      loading={<Skeleton.Paragraph lineCount={8} animated />}
      errorText={t('club.earnings.loadFailed')}
      testId="member-earnings-error"
    >
      {(data) => <EarningsSummary earnings={data} days={days} onDaysChange={setDays} />}
    </QueryState>
  )
}
