/**
 * The ids on a member's referral path (members.path, see members/referralPath.ts: length-prefixed
 * base-36 segments, root first), the member's own id last.
 */
export function pathIds(path: string): number[] {
  return path
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => Number.parseInt(segment.slice(1), 36))
}

/** Every upline member of the member with `path`, root first (the member excluded). */
export function ancestorIds(path: string): number[] {
  return pathIds(path).slice(0, -1)
}
