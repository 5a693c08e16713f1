import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolvencyDay, SolvencyDaysPage, SolvencyProof } from '@vita/shared/schemas/solvency'
import { memberCommitment, sumProofFromJson, verifySumProof } from '@vita/shared/solvency'
import { body, createTestApp, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { fund, signUpMember, type TestMember, UNIT } from '../../assets/assetsTesting'
import { snapshotLiabilities } from '../snapshotLiabilities'

describe.each(testDatabaseKinds)('solvency routes (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember
  const get = (url: string, who?: TestMember) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: who.auth } : {}) })
  const take = (day: string) =>
    snapshotLiabilities(t.database.db, {
      day,
      currencies: ['USDT', 'DPINE'],
      saltKey: t.config.solvencySaltKey,
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    await fund(t.database.db, alice.id, 'USDT', 12n * UNIT)
    await fund(t.database.db, bob.id, 'DPINE', 5n * UNIT)
  })
  afterAll(() => t.close())

  it('answers null before the first snapshot, then the newest, and pages of days without a session', async () => {
    expect(body<SolvencyDay | null>(await get('/app/solvency/latest')).data).toBeNull()
    for (const day of ['2026-11-26', '2026-11-27', '2026-11-28']) await take(day)
    const latest = body<SolvencyDay>(await get('/app/solvency/latest')).data
    expect(latest).toMatchObject({
      day: '2026-11-28',
      memberCount: 3,
      currencies: ['USDT', 'DPINE'],
      reserves: null,
      publication: null,
    })
    expect(latest.totals).toEqual([(12n * UNIT).toString(), (5n * UNIT).toString()])
    const first = body<SolvencyDaysPage>(await get('/app/solvency/days?limit=2')).data
    expect(first.items.map((day) => day.day)).toEqual(['2026-11-28', '2026-11-27'])
    const second = body<SolvencyDaysPage>(
      await get(`/app/solvency/days?limit=2&cursor=${first.nextCursor}`),
    ).data
    expect(second).toMatchObject({ items: [{ day: '2026-11-26' }], nextCursor: null })
  })

  it("shows a day's reserves, every holding and their totals per currency, in decimal strings", async () => {
    const vault = getAddress('0x00000000000000000000000000000000000000aa')
    const wallet = getAddress('0x00000000000000000000000000000000000000bb')
    await snapshotLiabilities(t.database.db, {
      day: '2026-11-29',
      currencies: ['USDT', 'DPINE'],
      saltKey: t.config.solvencySaltKey,
      reserves: {
        blockNumber: 1234n,
        holdings: [
          { label: 'payoutWallet', address: wallet, currency: 'USDT', amount: 2n ** 200n },
          { label: 'feePool', address: vault, currency: 'DPINE', amount: 7n },
          { label: 'feePool', address: vault, currency: 'USDT', amount: 5n * UNIT },
          { label: 'payoutWallet', address: wallet, currency: 'DPINE', amount: 0n },
        ],
      },
    })
    const latest = body<SolvencyDay>(await get('/app/solvency/latest')).data
    expect(latest.reserves).toEqual({
      blockNumber: '1234',
      holdings: [
        { label: 'feePool', address: vault, currency: 'USDT', amount: (5n * UNIT).toString() },
        { label: 'feePool', address: vault, currency: 'DPINE', amount: '7' },
        { label: 'payoutWallet', address: wallet, currency: 'USDT', amount: (2n ** 200n).toString() },
        { label: 'payoutWallet', address: wallet, currency: 'DPINE', amount: '0' },
      ],
      totals: [(2n ** 200n + 5n * UNIT).toString(), '7'],
    })
    expect(latest.publication).toBeNull()
  })

  it("gives a member their own proof, which verifies against the day's root", async () => {
    const days = body<SolvencyDaysPage>(await get('/app/solvency/days')).data
    const latest = days.items.find((day) => day.day === '2026-11-28')
    if (!latest) throw new Error('2026-11-28 is listed')
    const response = await get('/app/solvency/days/2026-11-28/proof', alice)
    expect(response.statusCode).toBe(200)
    const mine = body<SolvencyProof>(response).data
    expect(mine.memberUuid).toBe(alice.uuid)
    const { leaf, proof } = sumProofFromJson(mine.file)
    expect(leaf.amounts).toEqual([12n * UNIT, 0n])
    expect(leaf.memberCommitment).toBe(
      memberCommitment({ salt: mine.salt as `0x${string}`, memberId: alice.uuid }),
    )
    const published = {
      root: latest.root as `0x${string}`,
      totals: latest.totals.map((total) => BigInt(total)),
    }
    expect(verifySumProof({ leaf, proof, ...published })).toBe('included')
    // Bob's salt differs from Alice's, and a day's salt from another day's.
    expect(body<SolvencyProof>(await get('/app/solvency/days/2026-11-28/proof', bob)).data.salt).not.toBe(
      mine.salt,
    )
    expect(body<SolvencyProof>(await get('/app/solvency/days/2026-11-27/proof', alice)).data.salt).not.toBe(
      mine.salt,
    )
  })

  it('refuses without a session, a day not taken (404) and a malformed day (400)', async () => {
    expect((await get('/app/solvency/days/2026-11-28/proof')).statusCode).toBe(401)
    const missing = await get('/app/solvency/days/2026-10-01/proof', alice)
    expect(missing.statusCode).toBe(404)
    expect(body(missing).data).toMatchObject({ reason: 'notFound' })
    expect((await get('/app/solvency/days/yesterday/proof', alice)).statusCode).toBe(400)
  })
})
