/**
 * Path segments are base-36 ids prefixed with their length (one base-36 digit), so comparing paths
 * as text orders siblings by id: '/11/', '/12/', …, '/2a0/'. Ids need at most 13 base-36 digits.
 */
export function pathSegment(id: number): string {
  const digits = id.toString(36)
  return digits.length.toString(36) + digits
}

export function childPath(parentPath: string | null, id: number): string {
  return `${parentPath ?? '/'}${pathSegment(id)}/`
}

/** Community numbers follow join order (ids): C000001, C000002, …, C1234567. */
export function communityNumberFor(id: number): string {
  return `C${id.toString().padStart(6, '0')}`
}
