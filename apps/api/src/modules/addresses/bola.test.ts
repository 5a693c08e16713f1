import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { ADDRESS, addAddress, listAddresses, signedInMember, type AddressTestMember } from './addressTesting'
import { findMemberAddress } from './findMemberAddress'

/**
 * Every address route with an id, asked by a stranger about someone else's address, with a random
 * uuid and with a malformed id: each refusal is byte for byte the random id's 404, and nothing changes.
 */
const routes = [
  { method: 'PUT', path: (id: string) => `/app/addresses/${id}`, payload: ADDRESS },
  { method: 'DELETE', path: (id: string) => `/app/addresses/${id}` },
  { method: 'POST', path: (id: string) => `/app/addresses/${id}/default` },
] as const

describe.each(testDatabaseKinds)('address routes with an id: BOLA (%s)', (kind) => {
  let t: TestApp
  let owner: AddressTestMember
  let stranger: AddressTestMember
  let ownedId: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    owner = await signedInMember(t)
    stranger = await signedInMember(t)
    await addAddress(t, owner)
    ownedId = (await addAddress(t, owner, { name: '王五' })).id
    await addAddress(t, stranger)
  })
  afterAll(() => t.close())

  it.each(routes)(
    '$method $path: another member’s id answers like a missing or malformed one',
    async (route) => {
      const ask = async (id: string) => {
        const response = await t.app.inject({
          method: route.method,
          url: route.path(id),
          headers: stranger.headers,
          ...('payload' in route ? { payload: route.payload } : {}),
        })
        return { status: response.statusCode, body: response.body }
      }
      const missing = await ask(randomUUID())
      expect(missing.status).toBe(404)
      expect(await ask(ownedId)).toEqual(missing)
      expect(await ask('not-a-uuid')).toEqual(missing)
      expect(await ask(ownedId.toUpperCase())).toEqual(missing)
    },
  )

  it('left the owner’s addresses as they were; findMemberAddress gives them to the owner only', async () => {
    const owned = await listAddresses(t, owner)
    expect(owned.map((a) => [a.name, a.isDefault])).toEqual([
      ['张三', true],
      ['王五', false],
    ])
    expect(await findMemberAddress(t.database.db, { memberId: stranger.id, addressUuid: ownedId })).toBeNull()
    expect(await findMemberAddress(t.database.db, { memberId: owner.id, addressUuid: 'nope' })).toBeNull()
    expect(
      await findMemberAddress(t.database.db, { memberId: owner.id, addressUuid: ownedId }),
    ).toMatchObject({
      id: ownedId,
      name: '王五',
    })
  })
})
