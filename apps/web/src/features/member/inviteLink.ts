/** The link a member shares; opening it lands on the login screen with the code filled in. */
export function inviteLink(inviteCode: string, origin: string = window.location.origin): string {
  return `${origin}/invite/${encodeURIComponent(inviteCode)}`
}
