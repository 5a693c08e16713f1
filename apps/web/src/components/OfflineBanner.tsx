import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

const subscribe = (listener: () => void) => onlineManager.subscribe(listener)
const isOnline = () => onlineManager.isOnline()
// A prerendered shell is written online.
const onServer = () => true

/**
 * A notice at the top while the browser is offline. TanStack Query's onlineManager pauses the queries
 * meanwhile and, back online, refetches the screen's (app/providers.tsx: refetchOnReconnect 'always').
 */
export function OfflineBanner() {
  const { t } = useTranslation()
  const online = useSyncExternalStore(subscribe, isOnline, onServer)
  if (online) return null
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner">
      {t('app.offline')}
    </p>
  )
}
