/** JSON has no bigint: amounts leave the server as decimal strings of base units. */
export type AmountsAsText<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] }

export function amountsAsText<T extends object>(value: T): AmountsAsText<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, typeof field === 'bigint' ? field.toString() : field]),
  ) as AmountsAsText<T>
}
