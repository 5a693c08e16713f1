import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One JSON-RPC call as it reached the proxy. */
export type RpcRequest = { jsonrpc: '2.0'; id: number | string | null; method: string; params?: unknown[] }
/** One JSON-RPC answer: a result or an error. */
export type RpcResponse = {
  jsonrpc: '2.0'
  id: number | string | null
  result?: unknown
  error?: { code: number; message: string }
}

/**
 * Decides one call: answer it here, or `forward()` it to the chain (and answer that, changed or not).
 * Return undefined to let the next rule (or the chain) answer.
 */
export type RpcRule = (
  request: RpcRequest,
  forward: () => Promise<RpcResponse>,
) => Promise<RpcResponse | undefined> | RpcResponse | undefined

export type RpcProxy = {
  /** The proxy's JSON-RPC URL, to hand to a client instead of the chain's. */
  url: string
  /** Every call it received, in order (batches flattened). */
  requests: RpcRequest[]
  /** eth_getTransactionReceipt answers null ("not mined") for these hashes until showReceipts(). */
  hideReceipts(hashes: Iterable<string>): void
  showReceipts(): void
  /** Adds a rule, consulted before the receipt hiding; returns a function that removes it. */
  use(rule: RpcRule): () => void
  /** An error answer for `request`, as a failing node gives. */
  errorFor(request: RpcRequest, message?: string): RpcResponse
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * An HTTP JSON-RPC proxy in front of a node (tests only): it forwards every call unless a rule
 * answers it, so a test can play a lagging or failing RPC — a receipt that is not there yet while the
 * nonce has moved, a block that is missing, an error in the middle of a proof.
 */
export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const hidden = new Set<string>()
  const rules: RpcRule[] = []
  const requests: RpcRequest[] = []

  const forwardOne = async (call: RpcRequest): Promise<RpcResponse> => {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
    })
    return (await response.json()) as RpcResponse
  }
  const answer = async (call: RpcRequest): Promise<RpcResponse> => {
    requests.push(call)
    const forward = () => forwardOne(call)
    for (const rule of [...rules]) {
      const answered = await rule(call, forward)
      if (answered) return answered
    }
    const hash = call.params?.[0]
    if (
      call.method === 'eth_getTransactionReceipt' &&
      typeof hash === 'string' &&
      hidden.has(hash.toLowerCase())
    )
      return { jsonrpc: '2.0', id: call.id, result: null }
    return forward()
  }

  const server = createServer((request, response) => {
    void (async () => {
      try {
        const body = JSON.parse(await readBody(request)) as RpcRequest | RpcRequest[]
        const answered = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body)
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(answered))
      } catch (error) {
        response.writeHead(502, { 'content-type': 'text/plain' })
        response.end(error instanceof Error ? error.message : String(error))
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hideReceipts(hashes) {
      for (const hash of hashes) hidden.add(hash.toLowerCase())
    },
    showReceipts: () => hidden.clear(),
    use(rule) {
      rules.push(rule)
      return () => {
        const at = rules.indexOf(rule)
        if (at >= 0) rules.splice(at, 1)
      }
    },
    errorFor: (request, message = 'proxy: upstream unavailable') => ({
      jsonrpc: '2.0',
      id: request.id,
      error: { code: -32603, message },
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
