import { chinaRegions } from '@vita/shared/delivery/regions'
import { describe, expect, it } from 'vitest'
import { regionTree } from './regionNames'

describe('the region picker in English', () => {
  const en = regionTree(chinaRegions.tree, 'en')

  it('names every province in English and keeps every code', () => {
    expect(en).toHaveLength(chinaRegions.tree.length)
    for (const province of en) expect(province.label).toMatch(/^[A-Z][A-Za-z ]+$/)
    expect(en.map((province) => province.value)).toEqual(chinaRegions.tree.map((province) => province.value))
    expect(en.find((province) => province.value === '44')?.label).toBe('Guangdong')
  })

  it('names the groups that stand in for a city; cities and counties keep their Chinese names', () => {
    const beijing = en.find((province) => province.value === '11')!
    expect(beijing.children?.[0]?.label).toBe('Districts')
    expect(beijing.children?.[0]?.children?.find((county) => county.value === '110105')?.label).toBe('朝阳区')
    const guangdong = en.find((province) => province.value === '44')!
    expect(guangdong.children?.find((city) => city.value === '4403')?.label).toBe('深圳市')
  })

  it('leaves the dataset as it is in Chinese, and renames it once', () => {
    expect(regionTree(chinaRegions.tree, 'zh')).toBe(chinaRegions.tree)
    expect(chinaRegions.tree[0]?.label).toBe('北京市')
    expect(regionTree(chinaRegions.tree, 'en')).toBe(en)
  })
})
