/**
 * Spec §5: the invite code comes from the URL query `inviteCode`, otherwise from the passed value
 * (the `/invite/:inviteCode` path). Blank values count as absent.
 */
export function initialInviteCode(pathCode: string | undefined, search: string): string {
  const fromQuery = new URLSearchParams(search).get('inviteCode')?.trim()
  if (fromQuery) return fromQuery
  return pathCode?.trim() ?? ''
}
