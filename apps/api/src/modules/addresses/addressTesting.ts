/** Test support of the address routes: members signed in through the real sign-in, and a valid address. */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DeliveryAddress, DeliveryAddressBody } from '@vita/shared/schemas/addresses'
import { body, signIn, type TestApp } from '../../app/testApp'
import { findMemberByUuid } from '../members'

export type AddressTestMember = { id: number; headers: { authorization: string } }

export async function signedInMember(t: TestApp): Promise<AddressTestMember> {
  const { token, userInfo } = await signIn(
    t.app,
    privateKeyToAccount(generatePrivateKey()),
    t.genesis.inviteCode,
  )
  const member = await findMemberByUuid(t.database.db, userInfo.uuid)
  if (!member) throw new Error('member missing after sign-in')
  return { id: member.id, headers: { authorization: `Bearer ${token}` } }
}

export const ADDRESS: DeliveryAddressBody = {
  name: '张三',
  tel: '13800138000',
  province: '广东省',
  city: '深圳市',
  county: '南山区',
  areaCode: '440305',
  detail: '科技园 1 号',
}

/** POSTs an address for `member` and returns it (throws on refusal). */
export async function addAddress(
  t: TestApp,
  member: AddressTestMember,
  patch: Partial<DeliveryAddressBody> = {},
): Promise<DeliveryAddress> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/app/addresses',
    headers: member.headers,
    payload: { ...ADDRESS, ...patch },
  })
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`)
  return body<DeliveryAddress>(response).data
}

export async function listAddresses(t: TestApp, member: AddressTestMember): Promise<DeliveryAddress[]> {
  const response = await t.app.inject({ method: 'GET', url: '/app/addresses', headers: member.headers })
  return body<{ items: DeliveryAddress[] }>(response).data.items
}
