import { apiMessages } from '@vita/shared/errors'
import type { Locale } from '@vita/shared/locale'
import { httpErrorNotice, isHttpError, type ErrorNotice } from '../../lib/httpError'
import { chainErrorText } from '../chain/chainErrorText'
import { WalletError } from './walletError'
import { walletText } from './walletTexts'

/** API refusals of the step-up itself: their text says what to do, so it is shown alone. */
export const STEP_UP_REASONS = [
  'stepUpRequired',
  'stepUpInvalid',
  'stepUpExpired',
  'stepUpFeeChanged',
] as const
export type StepUpReason = (typeof STEP_UP_REASONS)[number]

/** The step-up reason of an API refusal, if it is one. */
export function stepUpReason(error: unknown): StepUpReason | null {
  if (!isHttpError(error) || error.failure.kind !== 'envelope') return null
  const reason = error.failure.reason
  return (STEP_UP_REASONS as readonly (string | null)[]).includes(reason) ? (reason as StepUpReason) : null
}

const shown = (message: string): ErrorNotice => ({ message, logout: false, persistent: false })

/**
 * A failed money action (spec §8 "Withdraw failed, please retry", "Transfer failed"): the action's
 * own failure text with the catalogue's reason after it, so the member sees both what failed and
 * why. A 401 stays the catalogue's (login expired, logout); an error that is not an API answer
 * shows the action's text alone. (Here, not in lib/httpError.ts: only the money forms need it, and
 * lib/httpError.ts loads with /login.)
 */
export function actionFailureNotice(action: string, error: unknown, locale: Locale): ErrorNotice {
  if (!isHttpError(error)) return shown(action)
  const catalogue = httpErrorNotice(error.failure, locale)
  if (catalogue.logout) return catalogue
  const message = locale === 'zh' ? `${action}（${catalogue.message}）` : `${action} (${catalogue.message})`
  return { ...catalogue, message }
}

/**
 * What a money action signed by the wallet (a withdrawal, a large transfer) shows when it fails:
 * the wallet's refusal as 用户取消了交易 (nothing was sent), another wallet or chain failure in
 * spec §8's words, a step-up refusal by its own text, and any other API failure as the action's
 * failure text with the catalogue's reason (`action`: 提现失败，请重试 / 转账失败).
 */
export function stepUpFailureNotice(error: unknown, action: string, locale: Locale): ErrorNotice {
  if (error instanceof WalletError) {
    return shown(walletText(error.reason === 'userCancelled' ? 'userCancelledTx' : error.reason, locale))
  }
  const reason = stepUpReason(error)
  if (reason !== null) return shown(apiMessages[reason][locale])
  const chainText = isHttpError(error) ? null : chainErrorText(error, locale)
  return chainText === null ? actionFailureNotice(action, error, locale) : shown(chainText)
}
