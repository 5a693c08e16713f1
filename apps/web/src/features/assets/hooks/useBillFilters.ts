import { billTypeSchema, currencySchema } from '@vita/shared/schemas/assets'
import { useSearchParams } from 'react-router'
import type { BillFilters } from '../api/keys'

/** The bill log filters live in the URL, so a reload or a shared link keeps them. */
export function useBillFilters(): [BillFilters, (next: BillFilters) => void] {
  const [search, setSearch] = useSearchParams()
  const currency = currencySchema.safeParse(search.get('currency'))
  const type = billTypeSchema.safeParse(search.get('type'))
  const filters: BillFilters = {
    currency: currency.success ? currency.data : undefined,
    type: type.success ? type.data : undefined,
  }
  const setFilters = (next: BillFilters) => {
    const params = new URLSearchParams()
    if (next.currency) params.set('currency', next.currency)
    if (next.type) params.set('type', next.type)
    setSearch(params, { replace: true })
  }
  return [filters, setFilters]
}
