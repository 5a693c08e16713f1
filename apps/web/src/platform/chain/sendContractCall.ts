import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hash } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient, simulateContract, writeContract } from 'wagmi/actions'
import { gasOverrides } from './gasOverrides'

type Mutability = 'nonpayable' | 'payable'

export type ContractCall<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, Mutability>,
  args extends ContractFunctionArgs<abi, Mutability, functionName>,
> = { account: Address; address: Address; abi: abi; functionName: functionName; args: args }

/**
 * Every contract write of the app: simulated first, so a revert comes back decoded to the contract's
 * custom error before the wallet is asked to sign; when the node then cannot estimate the gas, spec §9's
 * defaults are sent (gasOverrides: 800,000 gas at 6 gwei); the chain id makes viem refuse to send while
 * the wallet sits on another chain. `estimate` replaces the plain estimate (a swap's needs its allowance).
 */
export async function sendContractCall<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, Mutability>,
  const args extends ContractFunctionArgs<abi, Mutability, functionName>,
>(
  config: Config,
  call: ContractCall<abi, functionName, args>,
  estimate?: () => Promise<bigint>,
): Promise<Hash> {
  // wagmi's action types resolve the call from literal types that a generic cannot carry; the
  // signature above is what checks the call sites.
  const loose = call as never
  await simulateContract(config, loose)
  const overrides = await gasOverrides(
    estimate ??
      (async () => {
        const client = getPublicClient(config)
        if (!client) throw new Error('No public client for the app chain')
        return client.estimateContractGas(loose)
      }),
  )
  return writeContract(config, { ...(call as object), chainId: config.chains[0]?.id, ...overrides } as never)
}
