/**
 * Response validation with the shared zod schemas, loaded on the first answer rather than with the
 * screen: zod is ~28 KiB gzip and not needed to paint anything.
 */
type Parser<T> = { parse(data: unknown): T }

export function lazyParse<T>(load: () => Promise<Parser<T>>): (data: unknown) => Promise<T> {
  return async (data) => (await load()).parse(data)
}
