/**
 * Response validation with the shared zod schemas, loaded with the first request rather than with the
 * screen: zod is ~28 KiB gzip and not needed to paint anything.
 */
import { HttpError } from './httpError'

type Parser<T> = { parse(data: unknown): T }

/**
 * A parser for an answer, built with its request: the schema's chunk is asked for at once, so it
 * downloads while the request is on its way instead of after the answer has arrived. A chunk that
 * failed to load is asked for again by the parse.
 */
export function lazyParse<T>(load: () => Promise<Parser<T>>): (data: unknown) => Promise<T> {
  const schema = load()
  schema.catch(() => undefined)
  return async (data) => (await schema.catch(() => load())).parse(data)
}

/**
 * A request body checked by the route's own schema (the one the API validates with) before it is
 * sent, loaded lazily like responses: what the form lets through is exactly what the API accepts.
 */
export async function validRequest<T>(load: () => Promise<Parser<T>>, body: unknown): Promise<T> {
  const schema = await load()
  try {
    return schema.parse(body)
  } catch (error) {
    // The request could not be built (spec §8: 请求配置错误); the form's own rules normally stop it first.
    throw new HttpError({ kind: 'setup', detail: 'request body refused by its schema' }, { cause: error })
  }
}
