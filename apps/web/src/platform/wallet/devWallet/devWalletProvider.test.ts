import { describe, expect, it } from 'vitest'
import {
  custom,
  keccak256,
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  type Hex,
  type TransactionSerialized,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { AppConfig } from '@vita/shared/schemas/system'
import { createDevWalletProvider, DevWalletRpcError } from './devWalletProvider'

const chain: AppConfig['chain'] = {
  chainId: 31337,
  name: 'Vita Dev Chain',
  rpcUrl: 'http://127.0.0.1:8545',
  backupRpcUrl: null,
  explorerUrl: '',
  nativeSymbol: 'BNB',
  nativeDecimals: 18,
}

/** A fake dev-chain node: answers what viem asks to fill and send a transaction, and records raw ones. */
function fakeNode() {
  const calls: string[] = []
  const raw: Hex[] = []
  const answer = (method: string, params: unknown[]): unknown => {
    switch (method) {
      case 'eth_chainId':
        return '0x7a69'
      case 'eth_getTransactionCount':
        return '0x5'
      case 'eth_estimateGas':
        return '0x5208'
      case 'eth_gasPrice':
        return '0x3b9aca00'
      case 'eth_maxPriorityFeePerGas':
        return '0x1'
      case 'eth_getBlockByNumber':
        return { baseFeePerGas: '0x3b9aca00', number: '0x10', hash: `0x${'11'.repeat(32)}`, transactions: [] }
      case 'eth_sendRawTransaction':
        raw.push(params[0] as Hex)
        return keccak256(params[0] as Hex)
      case 'eth_blockNumber':
        return '0x10'
      case 'eth_call':
        throw Object.assign(new Error('execution reverted: not allowed'), { code: 3, data: '0x08c379a0' })
      default:
        throw Object.assign(new Error(`unexpected ${method}`), { code: -32601 })
    }
  }
  const transport = custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      calls.push(method)
      return answer(method, (params as unknown[] | undefined) ?? [])
    },
  })
  return { transport, calls, raw }
}

function setup() {
  const privateKey = generatePrivateKey()
  const node = fakeNode()
  const provider = createDevWalletProvider({ privateKey, chain, transport: node.transport })
  return { provider, node, address: privateKeyToAddress(privateKey) }
}

const rpcError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DevWalletRpcError)
  return error as DevWalletRpcError
}

describe('the dev wallet as an EIP-1193 provider', () => {
  it('shows its account only once the site asked (eth_requestAccounts), and forgets it on revoke', async () => {
    const { provider, address } = setup()
    expect(provider.address).toBe(address)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    // wagmi's connect with shimDisconnect asks for permissions and reads the caveat's accounts.
    const permissions = (await provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })) as { caveats: { value: string[] }[] }[]
    expect(permissions[0]?.caveats[0]?.value).toEqual([address])
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('is on the dev chain and knows no other (4902)', async () => {
    const { provider } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'net_version' })).toBe('31337')
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).toBeNull()
    const error = await rpcError(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] }),
    )
    expect(error.code).toBe(4902)
  })

  it('signs the login message (personal_sign) with its key, only for an authorised site and its own address', async () => {
    const { provider, address } = setup()
    const message = 'vita.test wants you to sign in with your Ethereum account'
    const hex = `0x${Buffer.from(message).toString('hex')}` as Hex
    expect((await rpcError(provider.request({ method: 'personal_sign', params: [hex, address] }))).code).toBe(
      4100,
    )
    await provider.request({ method: 'eth_requestAccounts' })
    const signature = (await provider.request({ method: 'personal_sign', params: [hex, address] })) as Hex
    expect(await recoverMessageAddress({ message, signature })).toBe(address)
    const other = privateKeyToAddress(generatePrivateKey())
    expect((await rpcError(provider.request({ method: 'personal_sign', params: [hex, other] }))).code).toBe(
      4100,
    )
  })

  it('signs EIP-712 typed data (eth_signTypedData_v4, uint256 as strings as the JSON carries them)', async () => {
    const { provider, address } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const typedData = {
      domain: {
        name: 'Vita',
        version: '1',
        chainId: 31337,
        verifyingContract: '0x5555555555555555555555555555555555555555',
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Withdrawal: [
          { name: 'amount', type: 'uint256' },
          { name: 'to', type: 'address' },
        ],
      },
      primaryType: 'Withdrawal',
      message: { amount: '1000000000000000000', to: address },
    } as const
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })) as Hex
    const { EIP712Domain: _domain, ...types } = typedData.types
    expect(
      await recoverTypedDataAddress({
        domain: typedData.domain,
        types,
        primaryType: 'Withdrawal',
        message: { amount: 10n ** 18n, to: address },
        signature,
      }),
    ).toBe(address)
  })

  it('signs a transaction locally and sends it raw to the dev chain (eth_sendRawTransaction)', async () => {
    const { provider, node, address } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const to = '0x2222222222222222222222222222222222222222'
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: '0xde0b6b3a7640000', data: '0xa9059cbb' }],
    })
    expect(node.raw).toHaveLength(1)
    const raw = node.raw[0] as TransactionSerialized
    expect(hash).toBe(keccak256(raw))
    expect(node.calls).not.toContain('eth_sendTransaction')
    const tx = parseTransaction(raw)
    expect(tx).toMatchObject({
      to,
      value: 10n ** 18n,
      data: '0xa9059cbb',
      nonce: 5,
      chainId: 31337,
      gas: 21000n,
    })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(address)
    // Not for another account, and not before the site is authorised.
    const other = privateKeyToAddress(generatePrivateKey())
    const wrongFrom = await rpcError(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: other, to, value: '0x1' }] }),
    )
    expect(wrongFrom.code).toBe(4100)
  })

  it('forwards reads to the dev chain, keeping the node error code and data', async () => {
    const { provider } = setup()
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    const revert = await rpcError(
      provider.request({ method: 'eth_call', params: [{ to: '0x00' }, 'latest'] }),
    )
    expect(revert.code).toBe(3)
    expect(revert.data).toBe('0x08c379a0')
  })

  it('refuses what it does not do with 4200 (eth_sign, unknown wallet_ methods)', async () => {
    const { provider, address } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    expect((await rpcError(provider.request({ method: 'eth_sign', params: [address, '0x00'] }))).code).toBe(
      4200,
    )
    expect((await rpcError(provider.request({ method: 'wallet_sendCalls', params: [] }))).code).toBe(4200)
  })

  it('keeps EIP-1193 listeners (on / removeListener return the provider)', () => {
    const { provider } = setup()
    const listener = () => undefined
    expect(provider.on('accountsChanged', listener)).toBe(provider)
    expect(provider.removeListener('accountsChanged', listener)).toBe(provider)
  })
})
