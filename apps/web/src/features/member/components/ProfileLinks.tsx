import { List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMemberInfo } from '../api/getMemberInfo'

/** Profile items of spec §2 that open other screens: bill log, my team, delivery address, proof of solvency, and more. */
export function ProfileLinks() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const info = useMemberInfo(true)
  const hasReferrer = Boolean(info.data?.referrerUuid)
  return (
    <section className="card">
      <List>
        <List.Item onClick={() => navigate('/assets-log')} data-testid="open-bills">
          {t('member.profile.bills')}
        </List.Item>
        <List.Item onClick={() => navigate('/vita-club/team')} data-testid="open-team">
          {t('member.profile.team')}
        </List.Item>
        <List.Item onClick={() => navigate('/address')} data-testid="open-address">
          {t('member.profile.address')}
        </List.Item>
        {!hasReferrer && (
          <List.Item onClick={() => navigate('/bind-referrer')} data-testid="open-bind-referrer">
            {t('member.profile.referrer')}
          </List.Item>
        )}
        <List.Item onClick={() => navigate('/solvency')} data-testid="open-solvency">
          {t('member.profile.solvency')}
        </List.Item>
        <List.Item onClick={() => navigate('/user-manual')} data-testid="open-manual">
          {t('member.profile.manual')}
        </List.Item>
        <List.Item onClick={() => navigate('/setting')} data-testid="open-settings">
          {t('member.settings')}
        </List.Item>
      </List>
    </section>
  )
}
