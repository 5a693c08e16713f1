import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { registerTexts } from '../../../lib/i18n'
import { clubEn } from '../locales/en'
import { clubMoneyEn } from '../locales/money.en'
import { clubMoneyZh } from '../locales/money.zh'
import { clubZh } from '../locales/zh'

registerTexts(clubZh, clubEn)
registerTexts(clubMoneyZh, clubMoneyEn)

/** Renders a club component with a fresh query cache (no retries) inside a router. */
export function renderClub(node: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  )
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

export const ok = (data: unknown) => json(200, { code: 0, msg: '成功', data })
