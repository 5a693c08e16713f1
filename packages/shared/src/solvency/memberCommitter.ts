import type { Hex } from 'viem'
import { nobleKeccak256, type Keccak256 } from './keccak'
import { WORD_BYTES, writeHash } from './sumRecord'

/** salt, the string's offset (0x40) and its byte length: the words before the member id's bytes. */
const HEAD_BYTES = 3 * WORD_BYTES
/** Room for any id of up to 42 UTF-16 units (a UUID is 36) before the buffer has to grow. */
const FIRST_TAIL_BYTES = 4 * WORD_BYTES

const utf8 = new TextEncoder()

/**
 * Writes one member's commitment: `salt` (32 bytes, or their 0x hex) and `memberId` give
 * keccak256(abi.encode(bytes32 salt, string memberId)), the same 32 bytes as `memberCommitment`.
 */
export type MemberCommitter = (salt: Uint8Array | Hex, memberId: string) => Uint8Array

/**
 * `memberCommitment` without viem's ABI encoder (~13 µs a member, most of a 1,000,000-member snapshot's
 * commitments): the encoding (README.md, "Construction": `salt ‖ 0x40 ‖ len(memberId) ‖ utf8(memberId)`
 * zero-padded to whole words) is written into one buffer kept between calls, grown only for a longer
 * id, and hashed with `keccak` (keccak.ts; noble's by default). `memberCommitment` stays the readable
 * reference it is tested against (memberCommitter.test.ts). One committer per caller: its buffer is
 * reused by every call.
 */
export function createMemberCommitter(keccak: Keccak256 = nobleKeccak256): MemberCommitter {
  let preimage = new Uint8Array(HEAD_BYTES + FIRST_TAIL_BYTES)
  let view = new DataView(preimage.buffer)
  let tail = preimage.subarray(HEAD_BYTES)
  const grow = (idBytes: number) => {
    preimage = new Uint8Array(HEAD_BYTES + Math.ceil(idBytes / WORD_BYTES) * WORD_BYTES)
    view = new DataView(preimage.buffer)
    tail = preimage.subarray(HEAD_BYTES)
  }
  return (salt, memberId) => {
    // UTF-8 takes at most 3 bytes per UTF-16 unit (a surrogate pair's 4 bytes are 2 units).
    if (tail.length < 3 * memberId.length) grow(3 * memberId.length)
    if (typeof salt === 'string') {
      if (!writeHash(preimage, 0, salt)) throw new RangeError(`salt ${salt} is not 32 bytes of hex`)
    } else {
      if (salt.length !== WORD_BYTES) throw new RangeError(`a salt is 32 bytes, not ${salt.length}`)
      preimage.set(salt, 0)
    }
    // The offset word is 0x40 and the length word's upper 28 bytes are zero: never written otherwise.
    preimage[2 * WORD_BYTES - 1] = 0x40
    const { written } = utf8.encodeInto(memberId, tail)
    view.setUint32(HEAD_BYTES - 4, written)
    const end = HEAD_BYTES + Math.ceil(written / WORD_BYTES) * WORD_BYTES
    preimage.fill(0, HEAD_BYTES + written, end)
    return keccak(preimage.subarray(0, end))
  }
}
