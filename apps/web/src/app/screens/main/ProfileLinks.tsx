import { List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/** Profile items of spec §2 that open other screens: bill log, my team, delivery address, and more. */
export function ProfileLinks({ hasReferrer }: { hasReferrer: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <section className="card">
      <List>
        <List.Item onClick={() => navigate('/assets-log')} data-testid="open-bills">
          {t('home.profile.bills')}
        </List.Item>
        <List.Item onClick={() => navigate('/vita-club/team')} data-testid="open-team">
          {t('home.profile.team')}
        </List.Item>
        <List.Item onClick={() => navigate('/address')} data-testid="open-address">
          {t('home.profile.address')}
        </List.Item>
        {!hasReferrer && (
          <List.Item onClick={() => navigate('/bind-referrer')} data-testid="open-bind-referrer">
            {t('home.profile.referrer')}
          </List.Item>
        )}
        <List.Item onClick={() => navigate('/user-manual')} data-testid="open-manual">
          {t('home.profile.manual')}
        </List.Item>
        <List.Item onClick={() => navigate('/setting')} data-testid="open-settings">
          {t('member.settings')}
        </List.Item>
      </List>
    </section>
  )
}
