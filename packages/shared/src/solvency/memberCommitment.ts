import { encodeAbiParameters, keccak256, type Hex } from 'viem'

export type MemberCommitmentParameters = {
  /** 32 random bytes, given to this member only: without it nobody can tell whose leaf is whose. */
  salt: Hex
  memberId: string
}

/** keccak256(abi.encode(bytes32 salt, string memberId)): what a leaf says about who it belongs to. */
export function memberCommitment({ salt, memberId }: MemberCommitmentParameters): Hex {
  return keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'string' }], [salt, memberId]))
}
