import { Button } from 'antd-mobile'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { Config, Connector } from 'wagmi'
import type { AppConfig } from '@vita/shared/schemas/system'
import { hasWindowEthereum, useAnnouncedWallets } from '../../../platform/wallet/announcedWallets'
import { DEV_WALLET_RDNS, isDevWallet } from '../../../platform/wallet/devWallet/devWalletId'
import { useWalletConnection } from '../../../platform/wallet/useWalletConnection'
import { useCheckRegistered } from '../api/checkRegistered'
import type { SignInStep } from '../flows/signIn'
import { InviteCodeField } from './InviteCodeField'
import { WalletBadge } from './WalletBadge'

// The dev wallet's address, balances and faucet: only once the dev wallet (dev chain only) is connected.
const DevWalletPanel = lazy(() =>
  import('../../../platform/wallet/devWallet/DevWalletPanel').then((m) => ({ default: m.DevWalletPanel })),
)

/** The login card: connect, the invite code, the notice that stays, login, and the running step. */
export function SignInForm(props: {
  config: Config | null
  connectors: Connector[]
  /** Token addresses from /app/config (the dev wallet's USDT balance); null while it loads. */
  tokens: AppConfig['tokens'] | null
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
  // No wallet of their own, but the dev chain's built-in one is there: say what it is. Until the wallet
  // code has loaded, the page's announcements say it (useAnnouncedWallets), so it shows with the form.
  const announced = useAnnouncedWallets()
  const onlyDevWallet =
    connection.status !== 'connected' &&
    (props.ready
      ? props.connectors.length > 0 && props.connectors.every((connector) => isDevWallet(connector))
      : announced.length > 0 && announced.every((rdns) => rdns === DEV_WALLET_RDNS) && !hasWindowEthereum())
  const devWalletConnected =
    connection.status === 'connected' && isDevWallet({ id: connection.connectorId ?? '' })
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
        {onlyDevWallet && (
          <p className="field-hint" data-testid="dev-wallet-offer">
            {t('login.devWalletOffer')}
          </p>
        )}
        {devWalletConnected && props.config && connection.address && props.tokens && (
          <Suspense fallback={null}>
            <DevWalletPanel config={props.config} address={connection.address} tokens={props.tokens} />
          </Suspense>
        )}
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
