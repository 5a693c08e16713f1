import { describe, expect, it } from 'vitest'
import { chinaRegions } from '@vita/shared/delivery/regions'
import { HttpError } from '../../lib/httpError'
import {
  addressBody,
  addressFormErrors,
  addressFormValues,
  emptyAddressForm,
  refusedField,
  type AddressFormValues,
} from './addressForm'

const filled: AddressFormValues = {
  name: '张三',
  tel: '0755-1234567',
  area: ['44', '4403', '440305'],
  detail: '科技园 1 号',
  isDefault: false,
}

describe('the address form rules', () => {
  it('makes the body with the dataset names of the chosen county, 000000 when none', () => {
    expect(addressBody(filled, chinaRegions)).toEqual({
      name: '张三',
      tel: '0755-1234567',
      province: '广东省',
      city: '深圳市',
      county: '南山区',
      areaCode: '440305',
      detail: '科技园 1 号',
      isDefault: false,
    })
    expect(addressBody(emptyAddressForm(), chinaRegions)).toMatchObject({ areaCode: '000000', province: '' })
  })

  it('finds a saved address back in the picker', () => {
    const saved = { id: 'x', ...addressBody(filled, chinaRegions), isDefault: true }
    expect(addressFormValues(saved, chinaRegions)).toEqual({ ...filled, isDefault: true })
  })

  it('shows the spec messages verbatim in zh, and the English texts', () => {
    expect(addressFormErrors(emptyAddressForm(), chinaRegions, 'zh')).toEqual({
      name: '请填写姓名',
      tel: '请填写正确的电话',
      area: '请选择地区',
      detail: '请填写详细地址',
    })
    expect(addressFormErrors({ ...filled, tel: '123' }, chinaRegions, 'en')).toEqual({
      tel: 'Please enter a valid phone number',
    })
    expect(addressFormErrors(filled, chinaRegions, 'zh')).toEqual({})
  })

  it('turns an API refusal of one field back into that field, ignoring anything else', () => {
    const refusal = (reason: string, field: string) =>
      new HttpError({ kind: 'envelope', status: 400, code: 7, msg: 'x', data: { reason, field }, reason })
    expect(refusedField(refusal('addressTelInvalid', 'tel'), 'zh')).toEqual({
      field: 'tel',
      message: '请填写正确的电话',
    })
    expect(refusedField(refusal('invalidParams', 'tel'), 'zh')).toBeNull()
    expect(refusedField(refusal('addressTelInvalid', 'name'), 'zh')).toBeNull()
    expect(refusedField(new Error('boom'), 'zh')).toBeNull()
  })
})
