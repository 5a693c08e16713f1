import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** 余额不足 with the screen's way to top up (deposit) beside it. */
export function ShortOfBalance({ depositAction, testId }: { depositAction?: ReactNode; testId: string }) {
  const { t } = useTranslation()
  return (
    <p className="field-error" role="alert" data-testid={testId}>
      {t('shop.payment.shortOfBalance')} {depositAction}
    </p>
  )
}
