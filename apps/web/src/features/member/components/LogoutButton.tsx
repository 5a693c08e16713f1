import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { showToast } from '../../../lib/notify'
import { logout } from '../../../platform/session/session'
import { useLogoutEverywhere } from '../api/logoutEverywhere'

/** Log out of this device, or (after a confirm) of every device the member is signed in on. */
export function LogoutButton() {
  const { t } = useTranslation()
  const everywhere = useLogoutEverywhere()
  const [confirming, setConfirming] = useState(false)
  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: () => showToast(t('member.loggedOutEverywhere'), 'success'),
      onSettled: () => setConfirming(false),
    })
  return (
    <section className="card-actions logout-actions">
      <Button
        block
        color="danger"
        fill="outline"
        size="large"
        data-testid="logout-button"
        onClick={() => logout()}
      >
        {t('member.logout')}
      </Button>
      <Button
        block
        color="danger"
        fill="none"
        size="middle"
        data-testid="logout-all-button"
        onClick={() => setConfirming(true)}
      >
        {t('member.logoutAll')}
      </Button>
      <ConfirmSheet
        visible={confirming}
        title={t('member.logoutAll')}
        message={t('member.logoutAllConfirm')}
        testId="logout-all-confirm"
        busy={everywhere.isPending}
        confirmText={t('member.logoutAllSubmit')}
        cancelText={t('member.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={signOutEverywhere}
      />
    </section>
  )
}
