import type { JobLogger } from './types'

export const silentJobLogger: JobLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
}

/** A logger that adds `fields` (job, holder, run key) to every line, like pino's child(). */
export function jobLoggerWith(logger: JobLogger, fields: object): JobLogger {
  return {
    info: (obj, msg) => logger.info({ ...fields, ...obj }, msg),
    warn: (obj, msg) => logger.warn({ ...fields, ...obj }, msg),
    error: (obj, msg) => logger.error({ ...fields, ...obj }, msg),
    debug: (obj, msg) => logger.debug?.({ ...fields, ...obj }, msg),
  }
}
