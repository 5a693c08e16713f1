import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { Config, Connector } from 'wagmi'
import { useWalletConnection } from '../../../platform/wallet/useWalletConnection'
import { useCheckRegistered } from '../api/checkRegistered'
import type { SignInStep } from '../flows/signIn'
import { InviteCodeField } from './InviteCodeField'
import { WalletBadge } from './WalletBadge'

/** The login card: connect, the invite code, the notice that stays, login, and the running step. */
export function SignInForm(props: {
  config: Config | null
  connectors: Connector[]
  ready: boolean
  inviteCode: string
  onInviteCode: (code: string) => void
  step: SignInStep | 'idle'
  notice: string | null
  onConnect: () => void
  onLogin: () => void
}) {
  const { t } = useTranslation()
  const connection = useWalletConnection(props.config)
  const registered = useCheckRegistered(connection.status === 'connected' ? connection.address : undefined)
  const inviteNeeded = registered.data?.registered === false && !props.inviteCode
  const busy = props.step !== 'idle'
  const noWallet = props.ready && props.connectors.length === 0 && connection.status !== 'connected'
  const progress = props.step !== 'idle' ? t(`login.step.${props.step}`) : null

  return (
    <>
      <section className="login-hero">
        <div className="login-logo" aria-hidden="true">
          V
        </div>
        <h1>{t('app.welcome')}</h1>
        <p>{t('app.subtitle')}</p>
      </section>
      <section className="card login-card">
        {connection.status === 'connected' && connection.address ? (
          <WalletBadge address={connection.address} label={t('login.connected')} />
        ) : (
          <Button
            block
            fill="outline"
            color="primary"
            size="large"
            data-testid="connect-wallet"
            loading={!props.ready || (busy && props.step === 'connecting')}
            loadingText={props.ready ? (progress ?? undefined) : t('login.detecting')}
            onClick={props.onConnect}
          >
            {t('login.connectWallet')}
          </Button>
        )}
        {noWallet && <p className="field-hint">{t('login.noWalletHint')}</p>}
        <InviteCodeField
          value={props.inviteCode}
          onChange={props.onInviteCode}
          needed={inviteNeeded && !props.notice}
        />
        {props.notice && (
          <p className="notice" role="alert" data-testid="login-notice">
            {props.notice}
          </p>
        )}
        <Button
          block
          color="primary"
          size="large"
          data-testid="login-button"
          loading={busy || !props.ready}
          loadingText={progress ?? t('login.detecting')}
          onClick={props.onLogin}
        >
          {t('login.login')}
        </Button>
        <p className="login-progress" aria-live="polite" data-testid="login-progress">
          {progress ?? ''}
        </p>
      </section>
    </>
  )
}
