import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useSignIn } from '../hooks/useSignIn'
import { SignInForm } from './SignInForm'

// Shown only once the wallet code has loaded and several wallets announced: its texts (the wallet's
// whole text bundle) stay out of what /login needs to paint.
const WalletChooser = lazy(() =>
  import('../../../platform/wallet/WalletChooser').then((m) => ({ default: m.WalletChooser })),
)

/** Sign-in by wallet signature; the form shows while /app/config loads, its failure replaces it. */
export function SignInPanel({
  initialInviteCode,
  onSignedIn,
}: {
  initialInviteCode: string
  onSignedIn: () => void
}) {
  const { t } = useTranslation()
  const [inviteCode, setInviteCode] = useState(initialInviteCode)
  const signIn = useSignIn({ inviteCode, onSignedIn })
  const { wallet } = signIn
  const form = (
    <SignInForm
      config={wallet.config}
      connectors={wallet.connectors}
      tokens={signIn.appConfig.data?.tokens ?? null}
      ready={wallet.status === 'ready'}
      inviteCode={inviteCode}
      onInviteCode={(code) => {
        setInviteCode(code)
        signIn.clearNotice()
      }}
      step={signIn.step}
      notice={signIn.notice}
      onConnect={() => void signIn.connect()}
      onLogin={() => void signIn.signIn()}
    />
  )
  return (
    <>
      <QueryState query={signIn.appConfig} loading={form} errorText={t('app.configError')}>
        {() => form}
      </QueryState>
      {signIn.choice && (
        <Suspense fallback={null}>
          <WalletChooser connectors={wallet.connectors} choice={signIn.choice} />
        </Suspense>
      )}
    </>
  )
}
