import { useTranslation } from 'react-i18next'
import { LOCALES, type Locale } from '@vita/shared/locale'
import { changeLocale } from '../../../lib/i18n'

/**
 * 中文 / English as two chips, for screens a visitor sees before settings are in reach (the login
 * screen). Each language is named in itself; the choice is stored under the one locale key, as
 * LanguagePicker stores it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const active: Locale = i18n.language === 'en' ? 'en' : 'zh'
  return (
    <div className="language-switch" role="radiogroup" aria-label={t('settings.language')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          role="radio"
          lang={locale === 'zh' ? 'zh-CN' : 'en'}
          aria-checked={locale === active}
          className={locale === active ? 'chip chip-active' : 'chip'}
          data-testid={`language-switch-${locale}`}
          onClick={() => {
            if (locale !== active) void changeLocale(locale)
          }}
        >
          {t(`settings.short.${locale}`)}
        </button>
      ))}
    </div>
  )
}
