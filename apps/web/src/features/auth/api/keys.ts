/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  registered: (address: string) => [...authKeys.all, 'registered', address.toLowerCase()] as const,
}
