/** Test support of the address screens: fixtures, a fake of the address API over fetch, a query frame. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { registerTexts } from '../../lib/i18n'
import { addressesEn } from './locales/en'
import { addressesZh } from './locales/zh'

registerTexts(addressesZh, addressesEn)

export const HOME: DeliveryAddress = {
  id: '11111111-1111-4111-8111-111111111111',
  name: '张三',
  tel: '13800138000',
  province: '广东省',
  city: '深圳市',
  county: '南山区',
  areaCode: '440305',
  detail: '科技园 1 号',
  isDefault: true,
}
export const OFFICE: DeliveryAddress = {
  id: '22222222-2222-4222-8222-222222222222',
  name: '李四',
  tel: '010-12345678',
  province: '北京市',
  city: '市辖区',
  county: '朝阳区',
  areaCode: '110105',
  detail: '建国路 88 号',
  isDefault: false,
}

export type SentRequest = { method: string; path: string; body: unknown }
type Answer = { status?: number; code?: number; msg?: string; data: unknown }

/**
 * fetch answering the address API: `answer` decides per request (default: the list `items` for a
 * GET, the body echoed back with a new id for a save); every request is recorded in `sent`.
 */
export function fakeAddressApi(
  items: DeliveryAddress[],
  answer?: (request: SentRequest) => Answer | undefined,
) {
  const sent: SentRequest[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const request = input as Request
    const text = await request.text()
    const seen = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    }
    sent.push(seen)
    const reply = answer?.(seen) ?? {
      data:
        seen.method === 'GET' || seen.method === 'DELETE' || seen.path.endsWith('/default')
          ? { items }
          : { id: '33333333-3333-4333-8333-333333333333', isDefault: false, ...(seen.body as object) },
    }
    return new Response(
      JSON.stringify({ code: reply.code ?? 0, msg: reply.msg ?? '成功', data: reply.data }),
      {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      },
    )
  })
  vi.stubGlobal('fetch', fetchMock)
  return { sent, fetchMock }
}

export function renderWithQueries(element: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The native input inside an antd-mobile field with `testId`. */
export function fieldInput(container: HTMLElement): HTMLInputElement | HTMLTextAreaElement {
  const input = container.querySelector('input, textarea')
  if (!input) throw new Error('no input in the field')
  return input as HTMLInputElement | HTMLTextAreaElement
}
