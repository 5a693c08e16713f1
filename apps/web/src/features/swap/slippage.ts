/**
 * Swap settings: slippage (spec §9 default 0 bps) and deadline (1200 s), kept in localStorage so the
 * member's choice survives a reload. Out-of-range stored values fall back to the defaults.
 */
import { SWAP_DEFAULT_DEADLINE_SECONDS, SWAP_DEFAULT_SLIPPAGE_BPS } from '@vita/shared/constants'

export const SLIPPAGE_PRESETS_BPS = [0n, 10n, 50n, 100n] as const
export const SLIPPAGE_MAX_BPS = 5_000n
/** Below this a swap fails as soon as anyone else trades first. */
export const SLIPPAGE_LOW_BPS = 10n
/** Above this the trade invites front-running. */
export const SLIPPAGE_HIGH_BPS = 500n
/** Offered in one tap while the slippage is too low (issue 33: swaps at 0 % failed on any move). */
export const SLIPPAGE_SUGGESTED_BPS = 50n
export const DEADLINE_MIN_SECONDS = 60
export const DEADLINE_MAX_SECONDS = 86_400

export const SWAP_SETTINGS_KEY = 'swapSettings'

export type SwapSettings = { slippageBps: bigint; deadlineSeconds: number }
export type SlippageWarning = 'mayFail' | 'frontRun' | null

export const defaultSwapSettings: SwapSettings = {
  slippageBps: SWAP_DEFAULT_SLIPPAGE_BPS,
  deadlineSeconds: SWAP_DEFAULT_DEADLINE_SECONDS,
}

/** The 0 bps default is the spec's; it is also "very low", so the warning shows for it too. */
export function slippageWarning(bps: bigint): SlippageWarning {
  if (bps < SLIPPAGE_LOW_BPS) return 'mayFail'
  if (bps > SLIPPAGE_HIGH_BPS) return 'frontRun'
  return null
}

/** The one-tap fix for a slippage that may fail (0.5 %); null when the member's choice is not too low. */
export function suggestedSlippage(bps: bigint): bigint | null {
  return slippageWarning(bps) === 'mayFail' ? SLIPPAGE_SUGGESTED_BPS : null
}

/** Parses a custom slippage typed as a percentage ("0.5" → 50 bps); null when invalid or out of range. */
export function parseSlippagePercent(text: string): bigint | null {
  const match = /^(\d{1,2})(?:\.(\d{0,2}))?$/.exec(text.trim())
  if (!match) return null
  const bps = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0')
  return bps <= SLIPPAGE_MAX_BPS ? bps : null
}

export function parseDeadlineSeconds(text: string): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null
  const seconds = Number(text.trim())
  return seconds >= DEADLINE_MIN_SECONDS && seconds <= DEADLINE_MAX_SECONDS ? seconds : null
}

export function readSwapSettings(storage: Pick<Storage, 'getItem'> = localStorage): SwapSettings {
  try {
    const raw = storage.getItem(SWAP_SETTINGS_KEY)
    if (!raw) return defaultSwapSettings
    const parsed = JSON.parse(raw) as { slippageBps?: unknown; deadlineSeconds?: unknown }
    const slippage =
      typeof parsed.slippageBps === 'string' && /^\d+$/.test(parsed.slippageBps)
        ? BigInt(parsed.slippageBps)
        : null
    const deadline = typeof parsed.deadlineSeconds === 'number' ? parsed.deadlineSeconds : null
    return {
      slippageBps:
        slippage !== null && slippage <= SLIPPAGE_MAX_BPS ? slippage : defaultSwapSettings.slippageBps,
      deadlineSeconds:
        deadline !== null &&
        Number.isInteger(deadline) &&
        deadline >= DEADLINE_MIN_SECONDS &&
        deadline <= DEADLINE_MAX_SECONDS
          ? deadline
          : defaultSwapSettings.deadlineSeconds,
    }
  } catch {
    return defaultSwapSettings
  }
}

export function storeSwapSettings(
  settings: SwapSettings,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(
    SWAP_SETTINGS_KEY,
    JSON.stringify({
      slippageBps: settings.slippageBps.toString(),
      deadlineSeconds: settings.deadlineSeconds,
    }),
  )
}

/** Unix seconds after which the pool rejects the swap. */
export function swapDeadline(nowMs: number, deadlineSeconds: number): bigint {
  return BigInt(Math.floor(nowMs / 1000) + deadlineSeconds)
}
