/** Query keys of the sign-in feature. */
export const signInKeys = {
  all: ['sign-in'] as const,
  registered: (address: string) => [...signInKeys.all, 'registered', address.toLowerCase()] as const,
}
