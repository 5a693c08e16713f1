import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import type { Config, Connector } from 'wagmi'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { useAppConfig } from '../../../platform/config/getAppConfig'
import { startSession } from '../../../platform/session/session'
import type { ConnectStep } from '../../../platform/wallet/connectWallet'
import { useConnectorChoice } from '../../../platform/wallet/useConnectorChoice'
import { useWalletSetup, type WalletSetup } from '../../../platform/wallet/useWalletSetup'
import { checkRegistered } from '../api/checkRegistered'
import { getNonce } from '../api/getNonce'
import { signInKeys } from '../api/keys'
import { login } from '../api/login'
import { signIn, type SignInStep } from '../flows/signIn'
import { loginErrorNotice, type LoginErrorNotice } from '../loginErrorNotice'

type ReadyWallet = Extract<WalletSetup, { status: 'ready' }>
type Account = { address: Address; connector: Connector; config: Config; kit: ReadyWallet['kit'] }

/**
 * The login screen's state around the sign-in flow: the wallet kit (loaded after first paint), the
 * wallet chooser, the step shown on the buttons and the notice that stays on the card.
 */
export function useSignIn({ inviteCode, onSignedIn }: { inviteCode: string; onSignedIn: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const appConfig = useAppConfig()
  const wallet = useWalletSetup(appConfig.data?.chain)
  const { choice, chooseConnector } = useConnectorChoice()
  const [step, setStep] = useState<SignInStep | 'idle'>('idle')
  const [notice, setNotice] = useState<string | null>(null)
  const busy = useRef(false)

  async function connect(ready: ReadyWallet, onStep: (step: ConnectStep) => void): Promise<Account> {
    const { config, connectors, kit } = ready
    // A live connection is reused; wagmi's persisted (not yet live) one is not.
    const connector = config.state.status === 'connected' ? undefined : await chooseConnector(connectors)
    const connected = await kit.connectWallet(config, connector, onStep)
    return { ...connected, config, kit }
  }

  /** The wallet's texts come with the wallet kit (loaded by then), not with /login's first paint. */
  function report(failure: LoginErrorNotice, kit: ReadyWallet['kit']): void {
    if (failure.kind === 'wallet') showToast(kit.walletText(failure.reason), 'fail')
    else if (failure.persistent) setNotice(failure.message)
    else showToast(failure.message, 'fail')
  }

  /** Runs one wallet action at a time, once the wallet kit is ready. */
  async function exclusive(action: (ready: ReadyWallet) => Promise<void>): Promise<void> {
    if (busy.current || wallet.status !== 'ready') return
    busy.current = true
    setNotice(null)
    try {
      await action(wallet)
    } finally {
      busy.current = false
      setStep('idle')
    }
  }

  const connectOnly = () =>
    exclusive(async (ready) => {
      try {
        await connect(ready, setStep)
        showToast(t('login.walletConnected'), 'success')
      } catch (error) {
        report(loginErrorNotice(error, currentLocale()), ready.kit)
      }
    })

  const signInNow = () =>
    exclusive(async (ready) => {
      const outcome = await signIn(
        { inviteCode, locale: currentLocale() },
        {
          connect: (onStep) => connect(ready, onStep),
          checkRegistered: (address) =>
            queryClient
              .fetchQuery({
                queryKey: signInKeys.registered(address),
                queryFn: () => checkRegistered({ address }),
              })
              .then((answer) => answer.registered)
              .catch(() => null),
          getNonce: (address) => getNonce({ address }),
          signText: (account, message) =>
            account.kit.signText(account.config, account.connector, account.address, message),
          login,
          storeSession: startSession,
          onStep: setStep,
        },
      )
      if (outcome.kind === 'inviteNeeded') setNotice(t('login.inviteNeeded'))
      else if (outcome.kind === 'failed') report(outcome.notice, ready.kit)
      else {
        showToast(t('login.success'), 'success')
        onSignedIn()
      }
    })

  return {
    appConfig,
    wallet,
    choice,
    step,
    notice,
    clearNotice: () => setNotice(null),
    connect: connectOnly,
    signIn: signInNow,
  }
}
