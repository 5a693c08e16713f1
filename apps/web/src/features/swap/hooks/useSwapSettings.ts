import { useState } from 'react'
import { readSwapSettings, storeSwapSettings, type SwapSettings } from '../slippage'

/**
 * The member's slippage and deadline (spec default 0 bps, 1200 s): read from storage once per visit,
 * stored again on every change, so /swap and /sell-currency share them.
 */
export function useSwapSettings() {
  const [settings, setSettings] = useState<SwapSettings>(() => readSwapSettings())
  return {
    settings,
    changeSettings: (next: SwapSettings) => {
      setSettings(next)
      storeSwapSettings(next)
    },
  }
}
