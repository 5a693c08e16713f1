/** Query keys of the withdrawals feature. */
export const withdrawalsKeys = {
  all: ['withdrawals'] as const,
  rules: () => [...withdrawalsKeys.all, 'rules'] as const,
  list: () => [...withdrawalsKeys.all, 'list'] as const,
  detail: (id: string) => [...withdrawalsKeys.all, 'detail', id] as const,
}
