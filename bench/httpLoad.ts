/**
 * The HTTP benches' load generator and CPU accounting. On a 2-core machine the client's CPU competes
 * with the API's, so the client is a bare HTTP/1.1 keep-alive loop on sockets: one prepared request,
 * a response read up to its Content-Length into buffers allocated once (no parser, no agent, no
 * per-request objects beyond a promise): its own GC pauses are in every latency it measures, so it
 * must cause few (bench/shop-catalogue.ts prints them). The API runs in a child process that reports
 * its process.cpuUsage() over IPC, so each phase prints the API's CPU µs per request next to the client's and PostgreSQL's (this database's
 * backends, from /proc).
 */
import type { ChildProcess } from 'node:child_process'
import { connect, type Socket } from 'node:net'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '@vita/api/bench'
import { postgresTicks } from './postgresCpu'

export type LoadRun = {
  /** Each measured request's latency in ms, as this client saw it. */
  samples: number[]
  /**
   * Each measured request's time in the API in ms, as the API measured it (Fastify's reply.elapsedTime,
   * from the request's arrival to its answer's send): without the client's and the network's share.
   */
  serverSamples: number[]
  seconds: number
  /** CPU (user + system) µs per measured request: the API process's, this process's, PostgreSQL's. */
  apiCpuUs: number
  clientCpuUs: number
  /** NaN when PostgreSQL's processes cannot be read (another machine). */
  postgresCpuUs: number
}

type CpuMessage = { cpuUsage: NodeJS.CpuUsage; serverMs: number[] }
const isCpuMessage = (message: unknown): message is CpuMessage =>
  typeof message === 'object' && message !== null && 'cpuUsage' in message

/** A Fastify app as the child sees it: only its onResponse hook. */
type Timed = {
  addHook(
    name: 'onResponse',
    hook: (request: unknown, reply: { elapsedTime: number }) => Promise<void>,
  ): unknown
}

/**
 * Child side: records each answer's time in `app` (call before it listens) and answers the parent's
 * 'cpu' messages with this process's CPU usage and the times recorded since the previous message.
 */
export function answerCpuQueries(app: Timed): void {
  let serverMs: number[] = []
  app.addHook('onResponse', async (_request, reply) => {
    serverMs.push(reply.elapsedTime)
  })
  process.on('message', (message) => {
    if (message !== 'cpu') return
    process.send?.({ cpuUsage: process.cpuUsage(), serverMs } satisfies CpuMessage)
    serverMs = []
  })
}

/** Parent side: the child's CPU (user + system) µs so far, and its answers' times since the last ask. */
function childCpu(child: ChildProcess): Promise<{ us: number; serverMs: number[] }> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isCpuMessage(message)) return
      child.off('message', onMessage)
      resolve({ us: message.cpuUsage.user + message.cpuUsage.system, serverMs: message.serverMs })
    }
    child.on('message', onMessage)
    child.send('cpu')
  })
}

const HEADER_END = Buffer.from('\r\n\r\n')
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i
/** Bytes a connection reads at most at once; a longer answer is gathered across reads. */
const READ_BYTES = 64 * 1024
/**
 * Buffers of closed connections, for the next ones: each phase opens its connections anew, and their
 * buffers allocated anew (outside the JS heap) had V8 start a mark-compact of this process at each.
 */
const spareBuffers: Buffer[] = []
const takeBuffer = () => spareBuffers.pop() ?? Buffer.allocUnsafe(READ_BYTES)

/**
 * One keep-alive connection that sends a request and resolves with the response's status code. It
 * reads into buffers of its own, allocated once (net's `onread`): a socket's 'data' events each
 * brought a new Buffer, memory outside the JS heap that made V8 run a mark-compact of this process
 * every few MB read (8–13 in a run of bench/shop-catalogue.ts, up to 11 ms each, plus incremental
 * marking steps of up to 10 ms), each delaying every answer in flight.
 */
class Connection {
  private readonly gathered = { bytes: takeBuffer(), length: 0 }
  private pending: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined
  private constructor(
    private readonly socket: Socket,
    private readonly readBuffer: Buffer,
  ) {
    socket.setNoDelay(true)
    socket.on('error', (error) => this.fail(error))
    socket.on('close', () => this.fail(new Error('connection closed')))
  }

  static open(url: URL): Promise<Connection> {
    const readBuffer = takeBuffer()
    // Nothing is read before the connection exists: it sends first, once connected.
    let connection: Connection | undefined
    return new Promise((resolve, reject) => {
      const socket = connect(
        {
          host: url.hostname,
          port: Number(url.port),
          onread: {
            buffer: readBuffer,
            // true: keep reading (false would pause the socket).
            callback: (bytes: number, buffer: Uint8Array) => {
              connection?.onRead(buffer, bytes)
              return true
            },
          },
        },
        () => resolve((connection = new Connection(socket, readBuffer))),
      )
      socket.once('error', reject)
    })
  }

  send(request: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject }
      this.socket.write(request)
    })
  }

  close() {
    this.socket.destroy()
    // The socket reads nothing more once destroyed.
    spareBuffers.push(this.readBuffer, this.gathered.bytes)
  }

  /** `bytes` more read into `buffer` (reused by the next read): appended to what is gathered. */
  private onRead(buffer: Uint8Array, bytes: number) {
    const gathered = this.gathered
    if (gathered.length + bytes > gathered.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(gathered.bytes.length * 2, gathered.length + bytes))
      gathered.bytes.copy(larger, 0, 0, gathered.length)
      gathered.bytes = larger
    }
    gathered.bytes.set(buffer.subarray(0, bytes), gathered.length)
    gathered.length += bytes
    const headerEnd = gathered.bytes.subarray(0, gathered.length).indexOf(HEADER_END)
    if (headerEnd === -1) return
    const head = gathered.bytes.toString('latin1', 0, headerEnd)
    const length = CONTENT_LENGTH.exec(head)?.[1]
    if (length === undefined) return this.fail(new Error(`no content-length: ${head}`))
    const end = headerEnd + 4 + Number(length)
    if (gathered.length < end) return
    gathered.bytes.copy(gathered.bytes, 0, end, gathered.length)
    gathered.length -= end
    const pending = this.pending
    this.pending = undefined
    pending?.resolve(Number(head.slice(9, 12)))
  }

  private fail(error: Error) {
    const pending = this.pending
    this.pending = undefined
    pending?.reject(error)
  }
}

type LoadParameters = {
  url: string
  path: string | readonly string[]
  bearer?: string
  connections: number
  requests: number
  /** The API's CPU µs so far and its answers' times since the last call (childCpu). */
  apiCpu: () => Promise<{ us: number; serverMs: number[] }>
  /** The CPU µs so far of the PostgreSQL processes serving the bench's database (postgresCpuOf). */
  postgresCpu: () => Promise<number>
}

/**
 * `requests` GETs of `path` (of each path in turn when given several) over `connections` keep-alive
 * connections at once, each answered before the connection's next. The connections are opened and
 * each answers once before measuring (its caches and the server's JIT warm); then latency, wall time
 * and the processes' CPU are measured.
 */
async function runLoad({
  url,
  path,
  bearer,
  connections,
  requests,
  apiCpu,
  postgresCpu,
}: LoadParameters): Promise<LoadRun> {
  const base = new URL(url)
  const authorization = bearer ? `Authorization: Bearer ${bearer}\r\n` : ''
  const paths = typeof path === 'string' ? [path] : path
  const request = paths.map((one) =>
    Buffer.from(`GET ${one} HTTP/1.1\r\nHost: ${base.host}\r\n${authorization}\r\n`, 'latin1'),
  )
  const nth = (i: number) => request[i % request.length] ?? Buffer.alloc(0)
  const pool = await Promise.all(Array.from({ length: connections }, () => Connection.open(base)))
  try {
    const expectOk = (status: number, i: number) => {
      if (status !== 200) throw new Error(`GET ${paths[i % paths.length]}: ${status}`)
    }
    await Promise.all(pool.map(async (connection, i) => expectOk(await connection.send(nth(i)), i)))
    const samples: number[] = []
    let issued = 0
    const apiBefore = await apiCpu()
    const postgresBefore = await postgresCpu()
    const clientBefore = process.cpuUsage()
    const started = performance.now()
    await Promise.all(
      pool.map(async (connection) => {
        while (issued < requests) {
          const i = issued++
          const start = performance.now()
          expectOk(await connection.send(nth(i)), i)
          samples.push(performance.now() - start)
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const client = process.cpuUsage(clientBefore)
    const apiAfter = await apiCpu()
    const postgresUs = (await postgresCpu()) - postgresBefore
    return {
      samples,
      serverSamples: apiAfter.serverMs,
      seconds,
      apiCpuUs: (apiAfter.us - apiBefore.us) / samples.length,
      clientCpuUs: (client.user + client.system) / samples.length,
      postgresCpuUs: postgresUs / samples.length,
    }
  } finally {
    for (const connection of pool) connection.close()
  }
}

/** Runs of equal size as one: their samples and wall times together, their CPU per request averaged. */
export function mergedRuns(runs: readonly LoadRun[]): LoadRun {
  const mean = (pick: (run: LoadRun) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length
  return {
    samples: runs.flatMap((run) => run.samples),
    serverSamples: runs.flatMap((run) => run.serverSamples),
    seconds: runs.reduce((sum, run) => sum + run.seconds, 0),
    apiCpuUs: mean((run) => run.apiCpuUs),
    clientCpuUs: mean((run) => run.clientCpuUs),
    postgresCpuUs: mean((run) => run.postgresCpuUs),
  }
}

/**
 * The CPU µs so far of the PostgreSQL processes serving `db`'s database (other helpers' databases on
 * the same server excluded; 10 ms ticks): NaN on a remote server. Backends that exit meanwhile drop out.
 */
function postgresCpuOf(db: Db): () => Promise<number> {
  return async () => {
    const backends = await queryRows<{ pid: string }>(
      db,
      sql`select pid::text from pg_stat_activity where datname = current_database()`,
    )
    const ticks = postgresTicks()
    if (ticks.size === 0) return Number.NaN
    return backends.reduce((sum, { pid }) => sum + (ticks.get(Number(pid)) ?? 0), 0) * 10_000
  }
}

/** CPU µs per request, e.g. `API 120 µs, client 25 µs, PostgreSQL 80 µs`. */
export const cpuPerRequest = ({ apiCpuUs, clientCpuUs, postgresCpuUs }: LoadRun) =>
  `CPU/req API ${apiCpuUs.toFixed(0).padStart(4)} µs client ${clientCpuUs.toFixed(0).padStart(3)} µs PostgreSQL ${postgresCpuUs.toFixed(0).padStart(4)} µs`

/**
 * Runs of `requests` GETs against the API child at `url`, measured with the child's CPU and that of
 * the PostgreSQL processes serving `db`'s database.
 */
export function loadRunner(child: ChildProcess, db: Db, url: string, requests: number) {
  const apiCpu = () => childCpu(child)
  const postgresCpu = postgresCpuOf(db)
  return (connections: number, path: string | readonly string[], bearer?: string) =>
    runLoad({ url, path, connections, requests, apiCpu, postgresCpu, ...(bearer ? { bearer } : {}) })
}
