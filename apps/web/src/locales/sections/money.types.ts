import type { moneyZh } from './money.zh'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
/** The English section must have exactly the Chinese section's keys. */
export type MoneyMessages = Shape<typeof moneyZh>
