import { useEffect } from 'react'
import { afterPageLoad, SETTLE_MS } from './afterPageLoad'

/**
 * Fetches code that opens on a tap (a dialog, a sheet) once the screen has settled (lib/afterPageLoad),
 * so the tap finds it loaded without it competing with the screen's first paint and data.
 */
export function usePrefetchAfterLoad(load: () => Promise<unknown>): void {
  useEffect(() => afterPageLoad(() => void load().catch(() => undefined), SETTLE_MS), [load])
}
