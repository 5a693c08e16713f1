import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n'
import { fakeAddressApi, fieldInput, HOME, OFFICE, renderWithQueries } from '../testing'
import { AddressBook } from './AddressBook'

describe('the address list', () => {
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    await act(() => i18n.changeLanguage('zh'))
  })

  it('shows the addresses, the default with its badge, and asks /app/addresses', async () => {
    const { sent } = fakeAddressApi([HOME, OFFICE])
    renderWithQueries(<AddressBook />)
    const cards = await screen.findAllByTestId('address-card')
    expect(cards).toHaveLength(2)
    expect(cards[0]!.textContent).toContain('张三')
    expect(cards[0]!.textContent).toContain('广东省 深圳市 南山区 科技园 1 号')
    expect(within(cards[0]!).getByTestId('address-default-badge').textContent).toBe('默认')
    expect(within(cards[1]!).queryByTestId('address-default-badge')).toBeNull()
    expect(within(cards[0]!).queryByTestId('address-set-default')).toBeNull()
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/app/addresses' })
  })

  it('says so when there is none, with the add button', async () => {
    fakeAddressApi([])
    renderWithQueries(<AddressBook />)
    expect((await screen.findByTestId('addresses-empty')).textContent).toContain('暂无收货地址')
    expect(screen.getByTestId('address-add').textContent).toBe('新增地址')
  })

  it('deletes after the confirm, and sets another address as default', async () => {
    const { sent } = fakeAddressApi([HOME, OFFICE])
    renderWithQueries(<AddressBook />)
    const cards = await screen.findAllByTestId('address-card')
    fireEvent.click(within(cards[1]!).getByTestId('address-delete'))
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(0)
    fireEvent.click(await screen.findByTestId('address-delete-confirm'))
    await waitFor(() =>
      expect(sent).toContainEqual({ method: 'DELETE', path: `/app/addresses/${OFFICE.id}`, body: undefined }),
    )
    fireEvent.click(within(cards[1]!).getByTestId('address-set-default'))
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'POST',
        path: `/app/addresses/${OFFICE.id}/default`,
        body: undefined,
      }),
    )
  })

  it('refuses an empty new address with the spec messages verbatim, sending nothing', async () => {
    const { sent } = fakeAddressApi([])
    renderWithQueries(<AddressBook />)
    fireEvent.click(await screen.findByTestId('address-add'))
    fireEvent.click(await screen.findByTestId('address-save'))
    for (const text of ['请填写姓名', '请填写正确的电话', '请选择地区', '请填写详细地址'])
      expect(await screen.findByText(text)).toBeTruthy()
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('shows the English texts in English', async () => {
    fakeAddressApi([])
    await act(() => i18n.changeLanguage('en'))
    renderWithQueries(<AddressBook />)
    fireEvent.click(await screen.findByTestId('address-add'))
    fireEvent.click(await screen.findByTestId('address-save'))
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy()
    expect(screen.getByText('Please choose the area')).toBeTruthy()
  })

  it('edits an address: prefilled, checked by the shared rules, then PUT with the dataset names', async () => {
    const { sent } = fakeAddressApi([HOME, OFFICE])
    renderWithQueries(<AddressBook />)
    const cards = await screen.findAllByTestId('address-card')
    fireEvent.click(within(cards[1]!).getByTestId('address-edit'))
    const tel = fieldInput(await screen.findByTestId('address-tel'))
    expect(tel.value).toBe('010-12345678')
    expect(screen.getByTestId('address-area').textContent).toBe('北京市 市辖区 朝阳区')
    fireEvent.input(tel, { target: { value: '+86 138 0013 8000' } })
    expect(await screen.findByText('请填写正确的电话')).toBeTruthy()
    fireEvent.input(tel, { target: { value: '+8613800138000' } })
    fireEvent.input(fieldInput(screen.getByTestId('address-name')), { target: { value: '王五' } })
    fireEvent.click(screen.getByTestId('address-save'))
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true))
    expect(sent.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/app/addresses/${OFFICE.id}`,
      body: {
        name: '王五',
        tel: '+8613800138000',
        province: '北京市',
        city: '市辖区',
        county: '朝阳区',
        areaCode: '110105',
        detail: '建国路 88 号',
        isDefault: false,
      },
    })
  })

  it('names the provinces in English in English, and still saves the dataset names', async () => {
    const { sent } = fakeAddressApi([HOME, OFFICE])
    await act(() => i18n.changeLanguage('en'))
    renderWithQueries(<AddressBook />)
    const cards = await screen.findAllByTestId('address-card')
    fireEvent.click(within(cards[1]!).getByTestId('address-edit'))
    await screen.findByTestId('address-tel')
    expect(screen.getByTestId('address-area').textContent).toBe('Beijing Districts 朝阳区')
    fireEvent.click(screen.getByTestId('address-save'))
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true))
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({
      province: '北京市',
      city: '市辖区',
      county: '朝阳区',
      areaCode: '110105',
    })
  })

  it('shows a save refused by the API beside its field', async () => {
    fakeAddressApi([HOME], (request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            code: 7,
            msg: '请填写详细地址',
            data: { reason: 'addressDetailRequired', field: 'detail' },
          }
        : undefined,
    )
    renderWithQueries(<AddressBook />)
    fireEvent.click(await screen.findByTestId('address-edit'))
    fireEvent.click(await screen.findByTestId('address-save'))
    expect(await screen.findByText('请填写详细地址')).toBeTruthy()
    expect(screen.getByTestId('address-form')).toBeTruthy()
  })
})
