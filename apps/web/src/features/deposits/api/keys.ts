/** Query keys of the deposits feature. */
export const depositsKeys = {
  all: ['deposits'] as const,
  list: () => [...depositsKeys.all, 'list'] as const,
  minimum: (token: string) => [...depositsKeys.all, 'minimum', token] as const,
}
