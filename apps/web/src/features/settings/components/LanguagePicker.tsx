import { CheckOutline } from 'antd-mobile-icons'
import { List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@vita/shared/locale'
import { changeLocale, currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'

const choices: readonly Locale[] = ['zh', 'en']

/** zh / en only (spec §1); the choice is kept under the one locale key. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation()
  const active = currentLocale()
  const choose = async (locale: Locale) => {
    if (locale === active) return
    await changeLocale(locale)
    showToast(i18n.t('settings.saved'), 'success')
  }
  return (
    <List header={t('settings.language')}>
      {choices.map((locale) => (
        <List.Item
          key={locale}
          data-testid={`language-${locale}`}
          aria-pressed={locale === active}
          extra={locale === active ? <CheckOutline className="check" /> : null}
          onClick={() => void choose(locale)}
        >
          {t(`settings.${locale}`)}
        </List.Item>
      ))}
    </List>
  )
}
