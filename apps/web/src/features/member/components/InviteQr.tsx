import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { afterScreenSettled } from '../../../components/afterScreenSettled'
import { inviteLink } from '../inviteLink'

type QrProps = { value: string; size: number; marginSize: number; title: string }

// qrcode.react and drawing the code (~20 ms of a phone's main thread) wait until the home screen has
// settled: the code is not what a member opens the screen for, and neither its chunk nor its drawing
// should compete with the screen's own data and its first paint. A placeholder of the same size holds
// its place meanwhile.
const useQrCode = afterScreenSettled(() =>
  import('qrcode.react').then((module) => module.QRCodeSVG as ComponentType<QrProps>),
)

/** The invite link as a QR code to scan from another phone. */
export function InviteQr({ inviteCode }: { inviteCode: string }) {
  const { t } = useTranslation()
  const QRCodeSVG = useQrCode()
  const link = inviteLink(inviteCode)
  return (
    <figure className="invite-qr" data-testid="invite-qr" data-link={link}>
      {QRCodeSVG ? (
        <QRCodeSVG value={link} size={160} marginSize={2} title={t('member.inviteQr')} />
      ) : (
        <div className="qr-placeholder" aria-hidden="true" />
      )}
      <figcaption>{t('member.inviteQrHint')}</figcaption>
    </figure>
  )
}
