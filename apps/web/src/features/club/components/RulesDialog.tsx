import { Button, Popup } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RulesContent } from './RulesContent'

/** "Dividend rules": a bottom sheet with the configured rules, loaded when opened. */
export function RulesDialog() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="link" data-testid="club-rules-open" onClick={() => setOpen(true)}>
        {t('clubMoney.rules.open')}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="club-rules-sheet"
        destroyOnClose
      >
        <h3>{t('clubMoney.rules.title')}</h3>
        {open && <RulesContent />}
        <Button block data-testid="club-rules-close" onClick={() => setOpen(false)}>
          {t('clubMoney.rules.close')}
        </Button>
      </Popup>
    </>
  )
}
