import { APP_VERSION } from '@vita/shared/constants'
import { List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'

/** The app's version, for support requests. */
export function AppVersion() {
  const { t } = useTranslation()
  return (
    <List>
      <List.Item extra={APP_VERSION}>{t('settings.version')}</List.Item>
    </List>
  )
}
