import type { Address, Hex, VerifyTypedDataParameters } from 'viem'

/**
 * The little the foundation needs from the chain: reachability for /app/health and EIP-1271
 * signature checks for contract wallets. A viem PublicClient satisfies it; tests pass a fake or none.
 */
export type ChainReader = {
  getChainId(): Promise<number>
  getBlockNumber(): Promise<bigint>
  getCode(parameters: { address: Address }): Promise<Hex | undefined>
  /** EIP-1271 / ERC-6492 aware verification through the node. */
  verifyMessage(parameters: { address: Address; message: string; signature: Hex }): Promise<boolean>
  /** EIP-712 typed data, EIP-1271 aware (step-up signatures of contract wallets). */
  verifyTypedData(parameters: VerifyTypedDataParameters): Promise<boolean>
}
