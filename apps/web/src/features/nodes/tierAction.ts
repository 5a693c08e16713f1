/**
 * The action of one tier on the qualification screen: apply (no node), upgrade (a tier of higher
 * stake), or disabled with every reason the member can read — the API's `qualified` decides.
 */
import type { NodeQualificationTier } from '@vita/shared/schemas/nodes'

export type TierBlock =
  | { reason: 'current' | 'lower' | 'places' | 'notQualified' }
  | { reason: 'memberLevel'; required: number; current: number }
  | { reason: 'stake'; lack: bigint }

export type TierActionState =
  | { kind: 'apply' | 'upgrade'; enabled: true; blocks: [] }
  | { kind: NodeQualificationTier['action']; enabled: false; blocks: TierBlock[] }

function unmet(tier: NodeQualificationTier): TierBlock[] {
  const blocks: TierBlock[] = []
  if (!tier.memberLevel.met)
    blocks.push({
      reason: 'memberLevel',
      required: tier.memberLevel.required,
      current: tier.memberLevel.current,
    })
  if (!tier.stake.met)
    blocks.push({ reason: 'stake', lack: BigInt(tier.stake.required) - BigInt(tier.stake.available) })
  if (!tier.places.met) blocks.push({ reason: 'places' })
  return blocks
}

export function tierActionState(tier: NodeQualificationTier): TierActionState {
  const { action } = tier
  if (action === 'current' || action === 'lower')
    return { kind: action, enabled: false, blocks: [{ reason: action }] }
  if (tier.qualified) return { kind: action, enabled: true, blocks: [] }
  const blocks = unmet(tier)
  // Every check met yet not qualified: the server knows something the checks do not show.
  return { kind: action, enabled: false, blocks: blocks.length > 0 ? blocks : [{ reason: 'notQualified' }] }
}
