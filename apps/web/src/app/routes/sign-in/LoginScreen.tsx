/** /login and /invite/:inviteCode: sign in, then go to the `redirect` target (or home). */
import { useLocation, useNavigate, useParams } from 'react-router'
import { LanguageSwitch } from '../../../features/settings'
import { initialInviteCode, SignInPanel } from '../../../features/sign-in'
import { redirectTarget } from '../../guards'

export default function LoginScreen() {
  const params = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <main className="page login-page">
      {/* A visitor chooses the language before signing in: settings are behind the sign-in. */}
      <LanguageSwitch />
      <SignInPanel
        initialInviteCode={initialInviteCode(params.inviteCode, location.search)}
        onSignedIn={() => navigate(redirectTarget(location.search), { replace: true })}
      />
    </main>
  )
}
