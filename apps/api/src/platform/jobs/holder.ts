import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'

/** A lease holder name unique to this process (and this runner): readable in logs, never reused. */
export function defaultJobHolder(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
}
