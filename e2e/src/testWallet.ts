import type { BrowserContext, Page } from 'playwright-core'
import { createWalletClient, http, type Hex, type LocalAccount, type TypedDataDomain } from 'viem'

/**
 * An EIP-1193 wallet for the browser tests. The page gets a provider announced over EIP-6963 (and
 * re-announced on `eip6963:requestProvider`); every request is answered in Node, where a viem local
 * account signs messages and transactions and the dev chain answers the reads.
 * Like a real extension, `eth_accounts` is empty until the page asks with `eth_requestAccounts`.
 */
export type TestWallet = {
  readonly account: LocalAccount
  /** Switches the selected account and emits `accountsChanged` in every page. */
  switchAccount(account: LocalAccount): Promise<void>
  /** Disconnects: accounts become empty and `accountsChanged([])` is emitted. */
  disconnect(): Promise<void>
  /** Makes the next wallet prompts (sign, sign typed data, send) fail as if the user pressed reject (code 4001). */
  rejectNext(count?: number): void
  /** Every JSON-RPC method the page called, in order. */
  readonly calls: string[]
}

type WalletRequest = { method: string; params?: unknown[] }
type RpcError = { code: number; message: string }

export async function installTestWallet(
  context: BrowserContext,
  options: { account: LocalAccount; rpcUrl: string; chainId: number },
): Promise<TestWallet> {
  let account = options.account
  let authorized = false
  let currentChainId = options.chainId
  let rejections = 0
  const calls: string[] = []

  const rpc = async (method: string, params: unknown[] = []): Promise<unknown> => {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: RpcError }
    if (body.error) throw body.error
    return body.result
  }

  const userRejected = (): RpcError => ({ code: 4001, message: 'User rejected the request.' })

  const handle = async ({ method, params = [] }: WalletRequest): Promise<unknown> => {
    calls.push(method)
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        return [account.address]
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return `0x${currentChainId.toString(16)}`
      case 'net_version':
        return String(currentChainId)
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = params as [{ chainId: Hex }]
        if (Number(chainId) !== options.chainId) throw { code: 4902, message: 'Unrecognized chain ID' }
        currentChainId = Number(chainId)
        return null
      }
      case 'wallet_addEthereumChain':
        return null
      case 'wallet_requestPermissions':
        authorized = true
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_getPermissions':
        return authorized ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        authorized = false
        return null
      case 'personal_sign': {
        if (rejections > 0) {
          rejections -= 1
          throw userRejected()
        }
        const [data] = params as [Hex]
        return account.signMessage({ message: { raw: data } })
      }
      case 'eth_signTypedData_v4': {
        // The step-up of withdrawals and large transfers: EIP-712 typed data as JSON (uint256 as strings).
        if (rejections > 0) {
          rejections -= 1
          throw userRejected()
        }
        const [, json] = params as [Hex, string]
        const { domain, types, primaryType, message } = JSON.parse(json) as {
          domain: TypedDataDomain
          types: Record<string, { name: string; type: string }[]>
          primaryType: string
          message: Record<string, unknown>
        }
        const { EIP712Domain: _domainType, ...messageTypes } = types
        return account.signTypedData({ domain, types: messageTypes, primaryType, message })
      }
      case 'eth_sendTransaction': {
        if (rejections > 0) {
          rejections -= 1
          throw userRejected()
        }
        const [tx] = params as [{ to?: Hex; data?: Hex; value?: Hex; gas?: Hex }]
        const client = createWalletClient({ account, transport: http(options.rpcUrl) })
        return client.sendTransaction({
          chain: null,
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        })
      }
      default:
        return rpc(method, params)
    }
  }

  await context.exposeFunction('__testWalletRequest', async (request: WalletRequest) => {
    try {
      return { result: await handle(request) }
    } catch (error) {
      const rpcError = error as Partial<RpcError>
      return { error: { code: rpcError.code ?? -32603, message: rpcError.message ?? String(error) } }
    }
  })

  await context.addInitScript(() => {
    type Listener = (...args: unknown[]) => void
    const listeners = new Map<string, Set<Listener>>()
    const bridge = (
      window as unknown as {
        __testWalletRequest: (
          r: unknown,
        ) => Promise<{ result?: unknown; error?: { code: number; message: string } }>
      }
    ).__testWalletRequest
    const provider = {
      isMetaMask: false,
      async request(request: { method: string; params?: unknown[] }) {
        const answer = await bridge(request)
        if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error)
        return answer.result
      },
      on(event: string, listener: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)?.add(listener)
        return provider
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener)
        return provider
      },
    }
    const emit = (event: string, ...args: unknown[]) =>
      listeners.get(event)?.forEach((listener) => listener(...args))
    Object.assign(window, { __testWalletEmit: emit })
    const info = {
      uuid: '7f1c7c1e-4a7e-4b0e-9c55-2d3f6b6f0e01',
      name: 'Vita Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%2300b578"/%3E%3C/svg%3E',
      rdns: 'club.vita.testwallet',
    }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })

  const emitEverywhere = async (event: string, args: unknown[]) => {
    await Promise.all(
      context.pages().map((page: Page) =>
        page.evaluate(
          ([name, values]) => {
            const emit = (window as unknown as { __testWalletEmit?: (e: string, ...a: unknown[]) => void })
              .__testWalletEmit
            emit?.(name as string, ...(values as unknown[]))
          },
          [event, args] as const,
        ),
      ),
    )
  }

  return {
    get account() {
      return account
    },
    calls,
    rejectNext(count = 1) {
      rejections = count
    },
    async switchAccount(next) {
      account = next
      await emitEverywhere('accountsChanged', [[next.address]])
    },
    async disconnect() {
      authorized = false
      await emitEverywhere('accountsChanged', [[]])
    },
  }
}
