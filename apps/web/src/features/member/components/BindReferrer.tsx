import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useMemberInfo } from '../api/getMemberInfo'
import { BindReferrerForm } from './BindReferrerForm'

/** Bind a referrer once, by invite code (staking needs one, spec §6), once the member is loaded. */
export function BindReferrer() {
  const { t } = useTranslation()
  const info = useMemberInfo(true)
  return (
    <QueryState
      query={info}
      loading={<Skeleton.Paragraph lineCount={3} animated />}
      errorText={t('member.loadFailed')}
    >
      {(member) => <BindReferrerForm member={member} />}
    </QueryState>
  )
}
