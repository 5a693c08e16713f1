import { describe, expect, it } from 'vitest'
import {
  firstDeliveryAddressIssue,
  isValidTel,
  validateDeliveryAddress,
  type DeliveryAddressInput,
} from './deliveryAddress'
import { chinaRegions } from './regions'

const valid: DeliveryAddressInput = {
  name: '张三',
  tel: '13800138000',
  province: '北京市',
  city: '市辖区',
  county: '朝阳区',
  areaCode: '110105',
  detail: '建国路 88 号 1 单元 101',
}
const check = (patch: Partial<DeliveryAddressInput>) =>
  validateDeliveryAddress({ ...valid, ...patch }, chinaRegions)

describe('isValidTel (spec §5: a mainland mobile with optional country prefix, or a landline)', () => {
  it.each([
    '13800138000',
    '19912345678',
    '+8613800138000',
    '8613800138000',
    '010-12345678',
    '0755-1234567',
    '02012345678',
    '0101234567',
    '0755-12345678',
    '0755-888-8888',
  ])('accepts %s', (tel) => expect(isValidTel(tel)).toBe(true))

  it.each([
    ['', 'empty'],
    ['12800138000', 'mobile with a second digit below 3'],
    ['1380013800', 'mobile one digit short'],
    ['138001380000', 'mobile one digit long'],
    ['+86 138 0013 8000', 'spaces'],
    ['+8513800138000', 'another country prefix'],
    ['0086138001380000', 'a 00 prefix is not a country prefix here (and too long for a landline)'],
    ['010123456', 'landline of 9 characters'],
    ['0755-123456789', 'landline of 14 characters'],
    ['10-12345678', 'landline not starting with 0'],
    ['010--1234567', 'doubled dash'],
    ['0101234567-', 'trailing dash'],
    ['010 12345678', 'space in a landline'],
    ['0755-1234５67', 'a full-width digit'],
  ])('refuses %s (%s)', (tel) => expect(isValidTel(tel)).toBe(false))
})

describe('validateDeliveryAddress', () => {
  it('passes a complete address, trimming around the text', () => {
    expect(check({})).toEqual({})
    expect(check({ name: '  张三 ', tel: ' 010-12345678 ', detail: ' 88 号 ' })).toEqual({})
  })

  it('names every failing field with the spec message, in form order', () => {
    const issues = validateDeliveryAddress(
      { name: ' ', tel: '123', province: '', city: '', county: '', areaCode: '000000', detail: '' },
      chinaRegions,
    )
    expect(issues).toEqual({
      name: 'addressNameRequired',
      tel: 'addressTelInvalid',
      area: 'addressAreaRequired',
      detail: 'addressDetailRequired',
    })
    expect(firstDeliveryAddressIssue(issues)).toEqual({ field: 'name', messageKey: 'addressNameRequired' })
    expect(firstDeliveryAddressIssue({})).toBeNull()
  })

  it('keeps a name to 30 characters and a detail to 200 (counted as characters, not UTF-16 units)', () => {
    expect(check({ name: '名'.repeat(30) })).toEqual({})
    expect(check({ name: '名'.repeat(31) })).toEqual({ name: 'addressNameRequired' })
    expect(check({ detail: '路'.repeat(200) })).toEqual({})
    expect(check({ detail: '😀'.repeat(200) })).toEqual({})
    expect(check({ detail: '路'.repeat(201) })).toEqual({ detail: 'addressDetailRequired' })
  })

  it('wants a county code of the dataset with its own names', () => {
    expect(check({ areaCode: '000000' })).toEqual({ area: 'addressAreaRequired' })
    expect(check({ areaCode: '119999' })).toEqual({ area: 'addressAreaRequired' })
    expect(check({ areaCode: '1101' })).toEqual({ area: 'addressAreaRequired' })
    expect(check({ county: '海淀区' })).toEqual({ area: 'addressAreaRequired' })
    expect(check({ province: '上海市' })).toEqual({ area: 'addressAreaRequired' })
  })
})

describe('the region dataset', () => {
  it('finds a county with its province, city and picker path', () => {
    expect(chinaRegions.findCounty('440305')).toEqual({
      province: '广东省',
      city: '深圳市',
      county: '南山区',
      areaCode: '440305',
      path: ['44', '4403', '440305'],
    })
    expect(chinaRegions.findCounty('000000')).toBeNull()
  })

  it('gives the cities without counties one county named after the city', () => {
    expect(chinaRegions.findCounty('441900')).toMatchObject({ city: '东莞市', county: '东莞市' })
    const guangdong = chinaRegions.tree.find((province) => province.label === '广东省')
    const dongguan = guangdong?.children?.find((city) => city.label === '东莞市')
    expect(dongguan?.children).toEqual([{ label: '东莞市', value: '441900' }])
  })

  it('has 31 provinces and only 6-digit county codes, each found by its code', () => {
    expect(chinaRegions.tree).toHaveLength(31)
    const counties = chinaRegions.tree.flatMap((p) => (p.children ?? []).flatMap((c) => c.children ?? []))
    expect(counties.length).toBeGreaterThan(2800)
    for (const county of counties) {
      expect(county.value).toMatch(/^\d{6}$/)
      expect(chinaRegions.findCounty(county.value)?.county).toBe(county.label)
    }
  })
})
