/**
 * The app's currencies as plain constants: screens that only list them need not load zod and the
 * assets schemas (@vita/shared/schemas/assets defines the same list for the API contract; a test
 * keeps the two equal).
 */
import type { Currency } from '@vita/shared/schemas/assets'

export const CURRENCIES = ['USDT', 'DPINE'] as const satisfies readonly Currency[]

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value)
}
