import type { JobLogger } from './types'

export type LogLine = {
  level: 'info' | 'warn' | 'error' | 'debug'
  msg: string
  obj: Record<string, unknown>
}

/** A JobLogger that keeps every line, for assertions on what the runner said. */
export function createRecordingLogger(): JobLogger & { lines: LogLine[]; messages(): string[] } {
  const lines: LogLine[] = []
  const record = (level: LogLine['level']) => (obj: object, msg: string) =>
    void lines.push({ level, msg, obj: { ...obj } })
  return {
    lines,
    messages: () => lines.map((line) => line.msg),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    debug: record('debug'),
  }
}
