/**
 * Wallet sign-in (spec §4): connect (and switch to the app chain) → is this address a member? →
 * nonce → sign the server's message → login → store the session. Every effect is injected, so the
 * order and the early exits are tested without a wallet or a server.
 */
import type { Locale } from '@vita/shared/locale'
import type { GetNonceResponse, LoginRequest, LoginResponse } from '@vita/shared/schemas/auth'
import type { UserInfo } from '@vita/shared/schemas/member'
import type { ConnectStep } from '../../../platform/wallet/connectWallet'
import { loginErrorNotice, type LoginErrorNotice } from '../loginErrorNotice'

export type SignInStep = ConnectStep | 'signing' | 'loggingIn'

export type ConnectedAccount = { address: string }

export type SignInDependencies<Account extends ConnectedAccount> = {
  /** Connects (or reuses the live connection) on the app chain, reporting connecting/switching. */
  connect: (onStep: (step: ConnectStep) => void) => Promise<Account>
  /** Whether the address is a member; null when the check itself failed (login then decides). */
  checkRegistered: (address: string) => Promise<boolean | null>
  getNonce: (address: string) => Promise<GetNonceResponse>
  signText: (account: Account, message: string) => Promise<string>
  login: (request: LoginRequest) => Promise<LoginResponse>
  storeSession: (session: { token: string; userInfo: UserInfo; walletAddress: string }) => void
  onStep: (step: SignInStep) => void
}

export type SignInParameters = { inviteCode: string; locale: Locale }

export type SignInOutcome =
  | { kind: 'signedIn'; address: string }
  /** Not a member and no invite code: stopped before anything was signed. */
  | { kind: 'inviteNeeded' }
  | { kind: 'failed'; notice: LoginErrorNotice }

export async function signIn<Account extends ConnectedAccount>(
  { inviteCode, locale }: SignInParameters,
  dependencies: SignInDependencies<Account>,
): Promise<SignInOutcome> {
  const { onStep } = dependencies
  try {
    const account = await dependencies.connect(onStep)
    const address = account.address
    onStep('signing')
    const code = inviteCode.trim()
    const registered = await dependencies.checkRegistered(address)
    if (registered === false && !code) return { kind: 'inviteNeeded' }
    const nonce = await dependencies.getNonce(address)
    const signature = await dependencies.signText(account, nonce.message)
    onStep('loggingIn')
    const result = await dependencies.login({
      address,
      signature,
      nonce: nonce.nonce,
      timestamp: nonce.timestamp,
      message: nonce.message,
      ...(code ? { inviteCode: code } : {}),
    })
    dependencies.storeSession({ token: result.token, userInfo: result.userInfo, walletAddress: address })
    return { kind: 'signedIn', address }
  } catch (error) {
    return { kind: 'failed', notice: loginErrorNotice(error, locale) }
  }
}
