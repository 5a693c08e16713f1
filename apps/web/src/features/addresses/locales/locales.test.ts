import { describe, expect, it } from 'vitest'
import { addressesEn } from './en'
import { addressesZh } from './zh'

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  )

describe('the address texts', () => {
  it('have the same keys in zh and en', () => {
    expect(keys(addressesEn)).toEqual(keys(addressesZh))
  })
})
