import { apiMessages } from '@vita/shared/errors'
import type { Locale } from '@vita/shared/locale'
import { WalletError, type WalletErrorReason } from '../../platform/wallet/walletError'
import { httpErrorNotice, isHttpError } from '../../lib/httpError'

export type LoginErrorNotice =
  | { kind: 'wallet'; reason: WalletErrorReason }
  /** `persistent`: stays on the login card (code 7 other than 参数错误, spec §8). */
  | { kind: 'api'; message: string; persistent: boolean }

/** What the login screen shows for a failed sign-in: the wallet texts, or the HTTP catalogue. */
export function loginErrorNotice(error: unknown, locale: Locale): LoginErrorNotice {
  if (error instanceof WalletError) return { kind: 'wallet', reason: error.reason }
  if (!isHttpError(error)) return { kind: 'wallet', reason: 'connectFailed' }
  const failure = error.failure
  const catalogue = httpErrorNotice(failure, locale)
  // Spec §8: a refused login (code not 0) reads 请使用邀请码，注册登录使用！ unless the server says more.
  const message =
    failure.kind === 'envelope' && failure.code !== 7 && !failure.msg.trim()
      ? apiMessages.loginFailed[locale]
      : catalogue.message
  return { kind: 'api', message, persistent: catalogue.persistent }
}
