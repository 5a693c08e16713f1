import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAddressApi, fieldInput, HOME, OFFICE, renderWithQueries } from '../testing'
import { AddressPicker } from './AddressPicker'

/** Checkout as it will compose the picker: it keeps the chosen address. */
function Checkout({ onChange }: { onChange: (address: DeliveryAddress) => void }) {
  const [chosen, setChosen] = useState<DeliveryAddress | null>(null)
  return (
    <AddressPicker
      value={chosen}
      onChange={(address) => {
        setChosen(address)
        onChange(address)
      }}
    />
  )
}

describe('the checkout address picker', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('offers the default, and lets the member pick another from the list', async () => {
    fakeAddressApi([HOME, OFFICE])
    const onChange = vi.fn()
    renderWithQueries(<Checkout onChange={onChange} />)
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(HOME))
    expect(screen.getByTestId('address-picker').textContent).toContain('张三')
    fireEvent.click(screen.getByTestId('address-picker'))
    const office = (await screen.findAllByTestId('address-card')).find((card) =>
      card.textContent?.includes('李四'),
    )
    fireEvent.click(within(office!).getByTestId('address-choose'))
    expect(onChange).toHaveBeenLastCalledWith(OFFICE)
    await waitFor(() => expect(screen.getByTestId('address-picker').textContent).toContain('李四'))
  })

  it('adds a new address (area from the picker) and chooses it', async () => {
    const { sent } = fakeAddressApi([])
    const onChange = vi.fn()
    renderWithQueries(<Checkout onChange={onChange} />)
    fireEvent.click(screen.getByTestId('address-picker'))
    expect((await screen.findByTestId('addresses-empty')).textContent).toContain('暂无收货地址，请新增')
    fireEvent.click(screen.getByTestId('address-add'))
    fireEvent.input(fieldInput(await screen.findByTestId('address-name')), { target: { value: '赵六' } })
    fireEvent.input(fieldInput(screen.getByTestId('address-tel')), { target: { value: '02012345678' } })
    fireEvent.input(fieldInput(screen.getByTestId('address-detail')), { target: { value: '天河路 1 号' } })
    fireEvent.click(screen.getByTestId('address-area'))
    await screen.findByText('东城区')
    // The wheels settle on the first county; antd-mobile hands the choice to the picker a timer later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(screen.getByTestId('address-area').textContent).toBe('北京市 市辖区 东城区'))
    fireEvent.click(screen.getByTestId('address-save'))
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      name: '赵六',
      tel: '02012345678',
      province: '北京市',
      city: '市辖区',
      county: '东城区',
      areaCode: '110101',
      detail: '天河路 1 号',
      isDefault: true,
    })
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ name: '赵六', areaCode: '110101' })
  })
})
