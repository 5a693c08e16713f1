import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, body, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { ADDRESS, addAddress, listAddresses, signedInMember, type AddressTestMember } from './addressTesting'
import { findMemberAddress } from './findMemberAddress'

describe.each(testDatabaseKinds)('the address routes (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())
  let member: AddressTestMember
  const fresh = async () => {
    member = await signedInMember(t)
    return member
  }
  const defaults = async () => (await listAddresses(t, member)).filter((a) => a.isDefault).map((a) => a.id)

  it('asks for a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/addresses' })
    expect(response.statusCode).toBe(401)
  })

  it('creates, lists (default first, then newest), updates and reads back an address', async () => {
    await fresh()
    expect(await listAddresses(t, member)).toEqual([])
    const first = await addAddress(t, member, { name: '  张三 ' })
    expect(first).toMatchObject({ ...ADDRESS, name: '张三', isDefault: true })
    const second = await addAddress(t, member, { tel: '010-12345678' })
    const third = await addAddress(t, member, { tel: '+8613800138000' })
    expect(second.isDefault).toBe(false)
    expect((await listAddresses(t, member)).map((a) => a.id)).toEqual([first.id, third.id, second.id])

    const response = await t.app.inject({
      method: 'PUT',
      url: `/app/addresses/${second.id}`,
      headers: member.headers,
      payload: {
        ...ADDRESS,
        name: '李四',
        province: '北京市',
        city: '市辖区',
        county: '朝阳区',
        areaCode: '110105',
      },
    })
    expect(response.statusCode).toBe(200)
    expect(body(response).data).toMatchObject({
      id: second.id,
      name: '李四',
      county: '朝阳区',
      isDefault: false,
    })
    expect(
      await findMemberAddress(t.database.db, { memberId: member.id, addressUuid: second.id }),
    ).toMatchObject({
      name: '李四',
      areaCode: '110105',
    })
  })

  it('keeps one default: asked for on create or update, set explicitly, and never removed by false', async () => {
    await fresh()
    const a = await addAddress(t, member)
    const b = await addAddress(t, member, { isDefault: true })
    expect(await defaults()).toEqual([b.id])
    const set = await t.app.inject({
      method: 'POST',
      url: `/app/addresses/${a.id}/default`,
      headers: member.headers,
    })
    expect(
      body<{ items: { id: string; isDefault: boolean }[] }>(set).data.items.map((x) => [x.id, x.isDefault]),
    ).toEqual([
      [a.id, true],
      [b.id, false],
    ])
    await t.app.inject({
      method: 'PUT',
      url: `/app/addresses/${a.id}`,
      headers: member.headers,
      payload: { ...ADDRESS, isDefault: false },
    })
    expect(await defaults()).toEqual([a.id])
    await t.app.inject({
      method: 'PUT',
      url: `/app/addresses/${b.id}`,
      headers: member.headers,
      payload: { ...ADDRESS, isDefault: true },
    })
    expect(await defaults()).toEqual([b.id])
  })

  it('deletes softly; deleting the default passes it to the newest remaining address', async () => {
    await fresh()
    const a = await addAddress(t, member)
    const b = await addAddress(t, member)
    const c = await addAddress(t, member)
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/app/addresses/${a.id}`,
      headers: member.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(
      body<{ items: { id: string; isDefault: boolean }[] }>(response).data.items.map((x) => [
        x.id,
        x.isDefault,
      ]),
    ).toEqual([
      [c.id, true],
      [b.id, false],
    ])
    expect(await findMemberAddress(t.database.db, { memberId: member.id, addressUuid: a.id })).toBeNull()
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/app/addresses/${a.id}`,
      headers: member.headers,
    })
    expect(again.statusCode).toBe(404)
    await t.app.inject({ method: 'DELETE', url: `/app/addresses/${b.id}`, headers: member.headers })
    await t.app.inject({ method: 'DELETE', url: `/app/addresses/${c.id}`, headers: member.headers })
    expect(await listAddresses(t, member)).toEqual([])
    expect((await addAddress(t, member)).isDefault).toBe(true)
  })

  it('keeps one default when creates race', async () => {
    await fresh()
    await Promise.all(Array.from({ length: 4 }, () => addAddress(t, member)))
    expect(await listAddresses(t, member)).toHaveLength(4)
    expect(await defaults()).toHaveLength(1)
  })

  describe('refuses bad input with code 7, the spec message as reason and the field, changing nothing', () => {
    const cases: [string, object, string, string, string][] = [
      ['a blank name', { name: '  ' }, 'addressNameRequired', 'name', '请填写姓名'],
      ['a missing name', { name: undefined }, 'addressNameRequired', 'name', '请填写姓名'],
      ['a 31-character name', { name: '名'.repeat(31) }, 'addressNameRequired', 'name', '请填写姓名'],
      ['a bad phone', { tel: '+86 138 0013 8000' }, 'addressTelInvalid', 'tel', '请填写正确的电话'],
      ['no area chosen', { areaCode: '000000' }, 'addressAreaRequired', 'area', '请选择地区'],
      ['an unknown area', { areaCode: '999999' }, 'addressAreaRequired', 'area', '请选择地区'],
      ['names not the code', { county: '福田区' }, 'addressAreaRequired', 'area', '请选择地区'],
      ['a blank detail', { detail: '' }, 'addressDetailRequired', 'detail', '请填写详细地址'],
      [
        'a 201-character detail',
        { detail: '路'.repeat(201) },
        'addressDetailRequired',
        'detail',
        '请填写详细地址',
      ],
      [
        'a far too long detail',
        { detail: '路'.repeat(1001) },
        'addressDetailRequired',
        'detail',
        '请填写详细地址',
      ],
    ]
    it.each(cases)('%s', async (_, patch, reason, field, message) => {
      await fresh()
      const kept = await addAddress(t, member)
      for (const [method, url] of [
        ['POST', '/app/addresses'],
        ['PUT', `/app/addresses/${kept.id}`],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: member.headers,
          payload: { ...ADDRESS, ...patch },
        })
        expect(response.statusCode).toBe(400)
        const answer = body<{ reason: string; field: string }>(response)
        expect(answer.code).toBe(7)
        expect(answer.msg).toBe(message)
        expect(answer.data).toMatchObject({ reason, field })
      }
      expect(await listAddresses(t, member)).toEqual([kept])
    })

    it('answers in English when asked', async () => {
      await fresh()
      const response = await t.app.inject({
        method: 'POST',
        url: '/app/addresses',
        headers: { ...member.headers, 'accept-language': 'en' },
        payload: { ...ADDRESS, tel: '12345' },
      })
      expect(body(response).msg).toBe('Please enter a valid phone number')
    })
  })
})
