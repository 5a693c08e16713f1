import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { inviteLink } from '../inviteLink'

// qrcode.react loads only when the code is shown.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })))

/** The invite link as a QR code to scan from another phone. */
export function InviteQr({ inviteCode }: { inviteCode: string }) {
  const { t } = useTranslation()
  const link = inviteLink(inviteCode)
  return (
    <figure className="invite-qr" data-testid="invite-qr" data-link={link}>
      <Suspense fallback={<div className="qr-placeholder" aria-hidden="true" />}>
        <QRCodeSVG value={link} size={160} marginSize={2} title={t('member.inviteQr')} />
      </Suspense>
      <figcaption>{t('member.inviteQrHint')}</figcaption>
    </figure>
  )
}
