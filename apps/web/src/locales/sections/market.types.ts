import type { marketZh } from './market.zh'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
/** The English section must have exactly the Chinese section's keys. */
export type MarketMessages = Shape<typeof marketZh>
