/** The claim button of /vita-club/dividends: what it says and whether it can be pressed. */
import type { ClubDividends } from '@vita/shared/schemas/club'

export type ClaimButtonState = {
  label: 'claim' | 'claiming' | 'nothingToClaim'
  disabled: boolean
}

/** Disabled while loading, while a claim runs, and when nothing is claimable (the server's nothingToClaim). */
export function claimButtonState(dividends: ClubDividends | undefined, claiming: boolean): ClaimButtonState {
  if (claiming) return { label: 'claiming', disabled: true }
  if (!dividends) return { label: 'claim', disabled: true }
  if (BigInt(dividends.claimable.total) <= 0n) return { label: 'nothingToClaim', disabled: true }
  return { label: 'claim', disabled: false }
}
