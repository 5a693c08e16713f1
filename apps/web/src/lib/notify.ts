/**
 * Shows messages the antd-mobile way (toasts of 2000 ms, spec §9) and applies the catalogue's logout
 * rule. antd-mobile is loaded on first use so the entry chunk stays small.
 */
import { TOAST_DURATION_MS } from '@vita/shared/constants'
import { apiMessages } from '@vita/shared/errors'
import { httpErrorNotice, isHttpError, type ErrorNotice } from './httpError'
import { currentLocale, i18n } from './i18n'

const presenter = () => import('./toast')

export function showToast(message: string, icon?: 'success' | 'fail'): void {
  void presenter().then((p) => p.toast(message, TOAST_DURATION_MS, icon))
}

/** A message that stays until the member closes it. */
export function showPersistent(message: string): void {
  void presenter().then((p) => p.alert(message, i18n.t('app.confirm')))
}

type SessionEndedHandler = () => void
let onSessionEnded: SessionEndedHandler = () => undefined

/** The auth feature registers its logout here so a 401 anywhere ends the session. */
export function setSessionEndedHandler(handler: SessionEndedHandler): void {
  onSessionEnded = handler
}

/** Shows a catalogue notice (a toast, or a message that stays) and applies its logout rule. */
export function showNotice(notice: ErrorNotice): void {
  if (notice.persistent) showPersistent(notice.message)
  else showToast(notice.message, 'fail')
  if (notice.logout) onSessionEnded()
}

/** Reports a failed API call; anything that is not an API error gets the generic 请求失败. */
export function reportError(error: unknown): void {
  if (!isHttpError(error)) {
    showToast(apiMessages.requestFailed[currentLocale()], 'fail')
    return
  }
  showNotice(httpErrorNotice(error.failure, currentLocale()))
}
