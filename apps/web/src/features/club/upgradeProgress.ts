/**
 * The team screen's upgrade progress (club-rules §5: each requirement of the next level with its
 * current and target value). Integer maths only: team performance stays bigint base units.
 */
import type { LevelRequirementView } from '@vita/shared/schemas/club'
import { formatMoney } from '../../lib/format'

export type RequirementProgress = {
  kind: LevelRequirementView['kind']
  current: string
  target: string
  /** 0–100, rounded down; 100 once met. */
  percent: number
  met: boolean
  /** What is still missing ("distance to next level"); null once met. */
  missing: string | null
}

/** current / target as a whole percentage, rounded down and capped at 100 (a zero target is met). */
export function requirementPercent(current: bigint, target: bigint): number {
  if (target <= 0n || current >= target) return 100
  if (current <= 0n) return 0
  return Number((current * 100n) / target)
}

function display(kind: LevelRequirementView['kind'], value: bigint): string {
  return kind === 'teamPerformance' ? formatMoney(value, 2) : value.toString()
}

export function requirementProgress(requirement: LevelRequirementView): RequirementProgress {
  const current = BigInt(requirement.current)
  const target = BigInt(requirement.target)
  const percent = requirement.met ? 100 : Math.min(requirementPercent(current, target), 99)
  return {
    kind: requirement.kind,
    current: display(requirement.kind, current),
    target: display(requirement.kind, target),
    percent,
    met: requirement.met,
    missing: requirement.met || current >= target ? null : display(requirement.kind, target - current),
  }
}

/** A level without a leg rule (V1: "—" in club-rules §5) comes with a legs target of 0: not a requirement. */
const isRequirement = (requirement: LevelRequirementView) =>
  !(requirement.kind === 'legs' && BigInt(requirement.target) === 0n)

/** The next level's requirements in the order the rules list them; no leg progress where there is no leg rule. */
export function upgradeRequirements(requirements: readonly LevelRequirementView[]): RequirementProgress[] {
  return requirements.filter(isRequirement).map(requirementProgress)
}
