/**
 * The proof of solvency's Merkle sum tree (@vita/shared/solvency) over BENCH_MEMBERS members (default
 * 1,000,000) with two currencies (USDT, DPINE) and seeded random balances, some zero. First one member's
 * commitment alone, over BENCH_COMMITMENTS (default 100,000) UUID member ids as the snapshot commits them:
 * viem's ABI encoder (`memberCommitment`, the reference) beside the reused buffer (`createMemberCommitter`,
 * what the snapshot uses). Then the time to build the tree from a stream of leaves, as the daily job would
 * from a database cursor (each member's salt and commitment made on the way with the committer, their
 * share of the time reported), the memory (the tree's typed arrays,
 * the JS heap, the process's peak RSS), then p50/p99 of one member's proof generation + verification
 * over BENCH_PROOFS random members (default 2,000). Then the same leaves again, as a stored day serves
 * them (docs/adr/008-solvency-snapshots.md): every chunk's record, the levels above the chunks (checked
 * to give the same root), and p50/p99 of a proof from one chunk and those levels.
 * Targets: build < 30 s, < 1 GiB, a proof (generated and verified) < 5 ms.
 * Run: npx tsx bench/solvency-tree.ts   (env: BENCH_MEMBERS, BENCH_PROOFS, BENCH_COMMITMENTS, BENCH_SEED)
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { bytesToHex } from 'viem'
import { mulberry32, randomAmount, randomInt } from '@vita/shared/prng'
import {
  buildSumTree,
  CHUNK_LEAVES,
  chunkedProofOf,
  chunkRecord,
  chunkTop,
  createMemberCommitter,
  memberCommitment,
  verifySumProof,
  type SumLeaf,
  type SumNode,
} from '@vita/shared/solvency'
import { percentile } from './percentile'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000)
const PROOFS = Number(process.env.BENCH_PROOFS ?? 2_000)
const COMMITMENTS = Number(process.env.BENCH_COMMITMENTS ?? 100_000)
const SEED = Number(process.env.BENCH_SEED ?? 20_260_514)
const CURRENCIES = ['USDT', 'DPINE']
const UNIT = 10n ** 18n

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
/** The JS heap, and the typed arrays' buffers (outside the heap: where the tree lives). */
const held = () => process.memoryUsage()

let random = mulberry32(SEED)
const salt = new Uint8Array(32)
/** Member `n`'s id as the snapshot commits it: a UUID (36 characters, two words of the encoding). */
const memberUuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
const commit = createMemberCommitter()
/** Seconds of wall time and of this process's CPU (the machine is shared: the load moves the wall time). */
type Took = { wallMs: number; cpuUs: number }
const seconds = ({ wallMs, cpuUs }: Took) =>
  `${(wallMs / 1000).toFixed(2)} s (CPU ${(cpuUs / 1e6).toFixed(2)} s)`
const timer = () => {
  const [wall, cpu] = [performance.now(), process.cpuUsage()]
  return (): Took => {
    const { user, system } = process.cpuUsage(cpu)
    return { wallMs: performance.now() - wall, cpuUs: user + system }
  }
}
const peakRss = () => mib(process.resourceUsage().maxRSS * 1024)

/**
 * The leaves as the daily job would produce them from a database cursor: one member at a time, a new
 * salt and commitment each, never all held at once. Counts the time spent committing.
 */
const committing: Took = { wallMs: 0, cpuUs: 0 }
function* memberLeaves(): Generator<SumLeaf> {
  const amount = () => (random() < 0.2 ? 0n : randomAmount(random, 1n, 1_000_000n * UNIT))
  for (let member = 0; member < MEMBERS; member += 1) {
    for (let byte = 0; byte < 32; byte += 1) salt[byte] = randomInt(random, 0, 255)
    const [begun, cpu] = [performance.now(), process.cpuUsage()]
    const commitment = bytesToHex(commit(salt, memberUuid(member)))
    const { user, system } = process.cpuUsage(cpu)
    committing.wallMs += performance.now() - begun
    committing.cpuUs += user + system
    yield { memberCommitment: commitment, amounts: [amount(), amount()] }
  }
}

/** µs per commitment over COMMITMENTS members (after 10,000 to warm up), and their commitments hashed together. */
function commitmentCost(commitment: (member: number) => string): { us: number; check: string } {
  for (let member = 0; member < 10_000; member += 1) commitment(member)
  let check = ''
  const begun = performance.now()
  for (let member = 0; member < COMMITMENTS; member += 1)
    check = commitment(member).slice(0, 10) + check.slice(0, 10)
  return { us: ((performance.now() - begun) * 1000) / COMMITMENTS, check }
}
const saltOf = (member: number) =>
  bytesToHex(Uint8Array.from({ length: 32 }, (_, byte) => (member * 31 + byte) & 0xff))
const reference = commitmentCost((member) =>
  memberCommitment({ salt: saltOf(member), memberId: memberUuid(member) }),
)
const reused = commitmentCost((member) => bytesToHex(commit(saltOf(member), memberUuid(member))))
if (reference.check !== reused.check) throw new Error('the committer and memberCommitment disagree')

const before = held()
const elapsed = timer()
const tree = buildSumTree(memberLeaves(), CURRENCIES)
const built = elapsed()
const withTree = held()

const samples: number[] = []
for (let run = 0; run < PROOFS + 100; run += 1) {
  const index = randomInt(random, 0, MEMBERS - 1)
  const begun = performance.now()
  const member = tree.proofOf(index)
  const verdict = verifySumProof({ ...member, root: tree.root, totals: tree.totals })
  const ms = performance.now() - begun
  if (verdict !== 'included') throw new Error(`member ${index}: ${verdict}`)
  if (run >= 100) samples.push(ms) // the first 100 warm up the JIT
}

console.log(
  `solvency tree, ${MEMBERS} members, ${CURRENCIES.join(' + ')} (seed ${SEED}), load ${loadavg()[0]?.toFixed(2)}`,
)
console.log(
  `  one commitment, ${COMMITMENTS} UUID member ids (salt as hex included): viem's encoder (memberCommitment) ` +
    `${reference.us.toFixed(2)} µs, the reused buffer (createMemberCommitter) ${reused.us.toFixed(2)} µs`,
)
const treeAlone = { wallMs: built.wallMs - committing.wallMs, cpuUs: built.cpuUs - committing.cpuUs }
console.log(`  build, each member's commitment included: ${seconds(built)} (depth ${tree.depth})`)
console.log(
  `    of which the commitments ${seconds(committing)}, the tree ${seconds(treeAlone)} (target < 30 s)`,
)
console.log(
  `  memory: the tree's typed arrays ${mib(withTree.arrayBuffers - before.arrayBuffers)}, heap after the build ` +
    `${mib(withTree.heapUsed)}, peak RSS ${peakRss()} (target < 1 GiB)`,
)
console.log(
  `  proof generated + verified: p50 ${percentile(samples, 0.5).toFixed(3)} ms, p99 ${percentile(samples, 0.99).toFixed(3)} ms (${PROOFS} members, target < 5 ms)`,
)
console.log(`  root ${tree.root}, totals ${tree.totals.map((total) => total.toString()).join(' / ')}`)

// The same leaves again (the same seed), chunk by chunk, as the snapshot job stores them.
random = mulberry32(SEED)
const sampled = new Set<number>()
const probe = mulberry32(SEED + 2)
const chunkCount = Math.ceil(MEMBERS / CHUNK_LEAVES)
for (let pick = 0; pick < 200; pick += 1) sampled.add(randomInt(probe, 0, chunkCount - 1))
const kept = new Map<number, SumLeaf[]>()
const records: SumNode[] = []
const chunking = timer()
let chunk: SumLeaf[] = []
for (const leaf of memberLeaves()) {
  chunk.push(leaf)
  if (chunk.length === CHUNK_LEAVES) {
    if (sampled.has(records.length)) kept.set(records.length, chunk)
    records.push(chunkRecord(chunk, CURRENCIES))
    chunk = []
  }
}
if (chunk.length > 0) {
  if (sampled.has(records.length)) kept.set(records.length, chunk)
  records.push(chunkRecord(chunk, CURRENCIES))
}
const chunked = chunking()
const topping = timer()
const top = chunkTop({ currencies: CURRENCIES, leafCount: MEMBERS, chunkRecords: records })
const topped = topping()
const chunkSamples: number[] = []
const keptChunks = [...kept.keys()]
for (let run = 0; run < PROOFS + 100; run += 1) {
  const chunkIndex = keptChunks[run % keptChunks.length] ?? 0
  const chunkLeaves = kept.get(chunkIndex) ?? []
  const indexInChunk = randomInt(probe, 0, chunkLeaves.length - 1)
  const begun = performance.now()
  const member = chunkedProofOf({ top, chunkIndex, chunkLeaves, indexInChunk })
  const verdict = verifySumProof({ ...member, root: tree.root, totals: tree.totals })
  const ms = performance.now() - begun
  if (verdict !== 'included') throw new Error(`chunk ${chunkIndex} leaf ${indexInChunk}: ${verdict}`)
  if (run >= 100) chunkSamples.push(ms)
}
console.log(
  `  stored as ${chunkCount} chunks of ${CHUNK_LEAVES}: every chunk's record ${seconds(chunked)} (commitments included), ` +
    `the levels above them ${seconds(topped)}`,
)
console.log(
  `  proof from one chunk + the kept levels, verified against the whole tree's root: p50 ${percentile(chunkSamples, 0.5).toFixed(3)} ms, p99 ${percentile(chunkSamples, 0.99).toFixed(3)} ms (target < 5 ms)`,
)
