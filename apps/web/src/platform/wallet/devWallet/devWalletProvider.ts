/**
 * The dev wallet as an EIP-1193 provider, the way Scaffold-ETH's burner wallet works: a viem local
 * account holds the burner key; personal_sign and eth_signTypedData_v4 are signed in the page;
 * eth_sendTransaction is filled (nonce, gas, fees), signed locally and sent with
 * eth_sendRawTransaction to the dev chain's RPC; every other call (reads) is forwarded to that RPC.
 * It is always on the app's chain (the dev chain) and asks nothing: there is no prompt to refuse.
 */
import {
  BaseError,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type Address,
  type EIP1193Parameters,
  type Hex,
  type LocalAccount,
  type Transport,
  type TypedDataDomain,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { AppConfig } from '@vita/shared/schemas/system'

type ChainSettings = AppConfig['chain']
type Listener = (...args: unknown[]) => void
type Request = { method: string; params?: readonly unknown[] | object }

/** An EIP-1193 error: `code` is what wallets and wagmi branch on (4100, 4200, 4902…). */
export class DevWalletRpcError extends Error {
  override name = 'DevWalletRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export type DevWalletProvider = {
  readonly isDevWallet: true
  readonly address: Address
  request(request: Request): Promise<unknown>
  on(event: string, listener: Listener): DevWalletProvider
  removeListener(event: string, listener: Listener): DevWalletProvider
}

/** Whether this site may see the account (eth_requestAccounts grants it, wallet_revokePermissions takes it back). */
export type Authorization = { get(): boolean; set(authorized: boolean): void }

export function memoryAuthorization(initial = false): Authorization {
  let authorized = initial
  return { get: () => authorized, set: (value) => void (authorized = value) }
}

export type DevWalletOptions = {
  privateKey: Hex
  chain: ChainSettings
  authorization?: Authorization
  /** The dev chain's RPC; default http(chain.rpcUrl). Tests pass a custom one. */
  transport?: Transport
}

const unsupported = (method: string) =>
  new DevWalletRpcError(4200, `The dev wallet does not support ${method}`)
const unauthorized = () =>
  new DevWalletRpcError(4100, 'The dev wallet has not authorised this site: call eth_requestAccounts')

/** An RPC failure as an EIP-1193 error, keeping the node's own code and data (a revert's reason). */
function providerError(error: unknown): DevWalletRpcError {
  if (error instanceof DevWalletRpcError) return error
  // The innermost error with a numeric code is the node's (viem wraps it, e.g. UnknownRpcError -1).
  type Coded = { code: number; data?: unknown; message?: string }
  let coded: Coded | null = null
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'number') coded = e as Coded
  }
  const message =
    (error instanceof BaseError ? error.shortMessage : undefined) ??
    (error instanceof Error ? error.message : String(error))
  return new DevWalletRpcError(coded?.code ?? -32603, coded?.message ?? message, coded?.data)
}

const list = (params: Request['params']): readonly unknown[] => (Array.isArray(params) ? params : [])
const quantity = (value: unknown): bigint | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? BigInt(value)
    : undefined

export function createDevWalletProvider(options: DevWalletOptions): DevWalletProvider {
  const account: LocalAccount = privateKeyToAccount(options.privateKey)
  const authorization = options.authorization ?? memoryAuthorization()
  const settings = options.chain
  const chain = defineChain({
    id: settings.chainId,
    name: settings.name,
    nativeCurrency: {
      name: settings.nativeSymbol,
      symbol: settings.nativeSymbol,
      decimals: settings.nativeDecimals,
    },
    rpcUrls: { default: { http: [settings.rpcUrl] } },
  })
  const transport = options.transport ?? http(settings.rpcUrl, { retryCount: 0 })
  const node = transport({ chain, retryCount: 0 })
  const wallet = createWalletClient({ account, chain, transport })
  const chainIdHex = numberToHex(chain.id)
  const listeners = new Map<string, Set<Listener>>()

  const ownAccount = (value: unknown) => {
    if (
      typeof value !== 'string' ||
      !isAddress(value, { strict: false }) ||
      !isAddressEqual(value, account.address)
    )
      throw unauthorized()
  }
  const requireAuthorized = () => {
    if (!authorization.get()) throw unauthorized()
  }
  const permissions = () => [
    {
      parentCapability: 'eth_accounts',
      invoker: typeof window === 'undefined' ? '' : window.location.origin,
      caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
    },
  ]

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        authorization.set(true)
        return [account.address]
      case 'eth_accounts':
        return authorization.get() ? [account.address] : []
      case 'eth_coinbase':
        return authorization.get() ? account.address : null
      case 'eth_chainId':
        return chainIdHex
      case 'net_version':
        return String(chain.id)
      case 'wallet_requestPermissions':
        authorization.set(true)
        return permissions()
      case 'wallet_getPermissions':
        return authorization.get() ? permissions() : []
      case 'wallet_revokePermissions':
        authorization.set(false)
        return null
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const [target] = params as [{ chainId?: unknown } | undefined]
        if (typeof target?.chainId === 'string' && Number(target.chainId) === chain.id) return null
        throw new DevWalletRpcError(4902, `The dev wallet only knows chain ${chain.id}`)
      }
      case 'personal_sign': {
        requireAuthorized()
        // [message, address] (EIP-1193 order); a few libraries send [address, message].
        const [first, second] = params
        const [message, signer] =
          typeof first === 'string' &&
          isAddress(first, { strict: false }) &&
          !(typeof second === 'string' && isAddress(second, { strict: false }))
            ? [second, first]
            : [first, second]
        ownAccount(signer)
        if (typeof message !== 'string') throw new DevWalletRpcError(-32602, 'personal_sign needs a message')
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        requireAuthorized()
        const [signer, payload] = params
        ownAccount(signer)
        const typed = (typeof payload === 'string' ? JSON.parse(payload) : payload) as {
          domain?: TypedDataDomain
          types: Record<string, { name: string; type: string }[]>
          primaryType: string
          message: Record<string, unknown>
        }
        const { EIP712Domain: _domain, ...types } = typed.types
        return account.signTypedData({
          domain: typed.domain ?? {},
          types,
          primaryType: typed.primaryType,
          message: typed.message,
        })
      }
      case 'eth_sendTransaction': {
        requireAuthorized()
        const [tx] = params as [Record<string, unknown> | undefined]
        if (!tx) throw new DevWalletRpcError(-32602, 'eth_sendTransaction needs a transaction')
        if (tx.from !== undefined) ownAccount(tx.from)
        const gasPrice = quantity(tx.gasPrice)
        const maxFeePerGas = quantity(tx.maxFeePerGas)
        const maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas)
        const nonce = quantity(tx.nonce)
        const fees =
          gasPrice !== undefined
            ? { gasPrice }
            : maxFeePerGas !== undefined
              ? { maxFeePerGas, ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}) }
              : {}
        // viem fills what is missing (nonce, gas, fees), signs with the local account, eth_sendRawTransaction.
        return wallet.sendTransaction({
          to: typeof tx.to === 'string' ? getAddress(tx.to) : null,
          ...(typeof tx.data === 'string'
            ? { data: tx.data as Hex }
            : typeof tx.input === 'string'
              ? { data: tx.input as Hex }
              : {}),
          ...(quantity(tx.value) !== undefined ? { value: quantity(tx.value) } : {}),
          ...(quantity(tx.gas) !== undefined ? { gas: quantity(tx.gas) } : {}),
          ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
          ...fees,
        } as Parameters<typeof wallet.sendTransaction>[0])
      }
      case 'eth_sign':
      case 'eth_signTransaction':
      case 'eth_signTypedData':
      case 'eth_signTypedData_v3':
        throw unsupported(method)
      default:
        if (method.startsWith('wallet_')) throw unsupported(method)
        return node.request({ method, params } as EIP1193Parameters)
    }
  }

  const provider: DevWalletProvider = {
    isDevWallet: true,
    address: account.address,
    async request({ method, params }) {
      try {
        return await handle(method, list(params))
      } catch (error) {
        throw providerError(error)
      }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
