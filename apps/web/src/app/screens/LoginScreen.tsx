/**
 * /login and /invite/:inviteCode. Composes the wallet feature (connect, switch chain, sign) with the
 * auth feature (nonce, login, session): connect → switch → get-nonce → sign → login → redirect target.
 */
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import type { Config, Connector } from 'wagmi'
import { useAppConfig } from '../../features/app-config/api/getAppConfig'
import { checkRegistered, useCheckRegistered } from '../../features/auth/api/checkRegistered'
import { authKeys } from '../../features/auth/api/keys'
import { getNonce } from '../../features/auth/api/getNonce'
import { login } from '../../features/auth/api/login'
import { InviteCodeField } from '../../features/auth/components/InviteCodeField'
import { initialInviteCode } from '../../features/auth/inviteCode'
import { signIn } from '../../features/auth/session'
import type { ConnectStep } from '../../features/wallet/connectWallet'
import { useWalletSetup } from '../../features/wallet/useWalletSetup'
import { WalletChooser } from '../../features/wallet/WalletChooser'
import { WalletError } from '../../features/wallet/walletError'
import { useWalletConnection } from '../../features/wallet/useWalletConnection'
import { currentLocale } from '../../lib/i18n'
import { showToast } from '../../lib/notify'
import { redirectTarget } from '../guards'
import { loginErrorNotice } from './loginErrorNotice'
import { WalletBadge } from './WalletBadge'
import '../../lib/antd'

type Step = 'idle' | ConnectStep | 'signing' | 'loggingIn'

export default function LoginScreen() {
  const { t } = useTranslation()
  const params = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const appConfig = useAppConfig()
  const wallet = useWalletSetup(appConfig.data?.chain)
  const [inviteCode, setInviteCode] = useState(() => initialInviteCode(params.inviteCode, location.search))
  const [step, setStep] = useState<Step>('idle')
  const [notice, setNotice] = useState<string | null>(null)
  const busy = useRef(false)
  const [choice, setChoice] = useState<{ pick: (c: Connector) => void; cancel: () => void } | null>(null)

  /** One wallet: use it; several: let the member pick (spec: EIP-6963 may announce more than one). */
  function chooseConnector(connectors: Connector[]): Promise<Connector> {
    const [only] = connectors
    if (!only) return Promise.reject(new WalletError('noWallet'))
    if (connectors.length === 1) return Promise.resolve(only)
    return new Promise((resolve, reject) => {
      setChoice({
        pick: (connector) => {
          setChoice(null)
          resolve(connector)
        },
        cancel: () => {
          setChoice(null)
          reject(new WalletError('notAuthorized'))
        },
      })
    })
  }

  if (appConfig.isError) {
    return (
      <main className="page login-page">
        <section className="card center">
          <p>{t('app.configError')}</p>
          <Button color="primary" onClick={() => void appConfig.refetch()}>
            {t('app.retry')}
          </Button>
        </section>
      </main>
    )
  }
  return (
    <>
      <LoginForm
        config={wallet.config}
        connectors={wallet.connectors}
        ready={wallet.status === 'ready'}
        inviteCode={inviteCode}
        onInviteCode={(code) => {
          setInviteCode(code)
          setNotice(null)
        }}
        step={step}
        notice={notice}
        onConnect={() => void run(false)}
        onLogin={() => void run(true)}
      />
      {choice && (
        <WalletChooser
          connectors={wallet.connectors}
          title={t('login.chooseWallet')}
          cancelText={t('login.cancel')}
          onPick={choice.pick}
          onCancel={choice.cancel}
        />
      )}
    </>
  )

  async function run(signInToo: boolean): Promise<void> {
    if (busy.current || wallet.status !== 'ready') return
    const { config, connectors, kit } = wallet
    busy.current = true
    setNotice(null)
    try {
      // A live connection is reused; wagmi's persisted (not yet live) one is not.
      const connection = config.state.status === 'connected' ? undefined : await chooseConnector(connectors)
      const { address, connector } = await kit.connectWallet(config, connection, setStep)
      if (!signInToo) {
        showToast(t('login.walletConnected'), 'success')
        return
      }
      setStep('signing')
      const code = inviteCode.trim()
      const registered = await queryClient
        .fetchQuery({ queryKey: authKeys.registered(address), queryFn: () => checkRegistered({ address }) })
        .then((r) => r.registered)
        .catch(() => null)
      if (registered === false && !code) {
        setNotice(t('login.inviteNeeded'))
        return
      }
      const nonce = await getNonce({ address })
      const signature = await kit.signText(config, connector, address, nonce.message)
      setStep('loggingIn')
      const result = await login({
        address,
        signature,
        nonce: nonce.nonce,
        timestamp: nonce.timestamp,
        message: nonce.message,
        ...(code ? { inviteCode: code } : {}),
      })
      signIn({ token: result.token, userInfo: result.userInfo, walletAddress: address })
      showToast(t('login.success'), 'success')
      navigate(redirectTarget(location.search), { replace: true })
    } catch (error) {
      reportLoginError(error)
    } finally {
      busy.current = false
      setStep('idle')
    }
  }

  function reportLoginError(error: unknown): void {
    const notice = loginErrorNotice(error, currentLocale())
    if (notice.kind === 'wallet') showToast(t(`wallet.${notice.reason}`), 'fail')
    else if (notice.persistent) setNotice(notice.message)
    else showToast(notice.message, 'fail')
  }
}

function LoginForm(props: {
  config: Config | null
  connectors: Connector[]
  ready: boolean
  inviteCode: string
  onInviteCode: (code: string) => void
  step: Step
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
  const progress = busy ? t(`login.step.${props.step as Exclude<Step, 'idle'>}`) : null

  return (
    <main className="page login-page">
      <section className="login-hero">
        <div className="login-logo" aria-hidden="true">
          V
        </div>
        <h1>{t('login.welcome')}</h1>
        <p>{t('login.subtitle')}</p>
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
    </main>
  )
}
