/** /assets-log: the bill log with currency and type filters, infinite scroll and CSV export. */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { billTypeSchema, currencySchema } from '@vita/shared/schemas/assets'
import { useExportBillsCsv } from '../../features/assets/api/exportBillsCsv'
import type { BillFilters as Filters } from '../../features/assets/api/keys'
import { BillFilters } from '../../features/assets/components/BillFilters'
import { BillList } from '../../features/assets/components/BillList'
import { isLoggedIn, useSession } from '../../features/auth/session'
import { LoginPrompt } from '../../components/LoginPrompt'
import { PageHeader } from '../../components/PageHeader'
import { showToast } from '../../lib/notify'
import '../../lib/antd'
import '../../styles/money.css'
import '../../locales/sections/registerMoney'

/** The filters live in the URL so a reload or a shared link keeps them. */
function useFilters(): [Filters, (next: Filters) => void] {
  const [search, setSearch] = useSearchParams()
  const currency = currencySchema.safeParse(search.get('currency'))
  const type = billTypeSchema.safeParse(search.get('type'))
  const filters: Filters = {
    currency: currency.success ? currency.data : undefined,
    type: type.success ? type.data : undefined,
  }
  const setFilters = (next: Filters) => {
    const params = new URLSearchParams()
    if (next.currency) params.set('currency', next.currency)
    if (next.type) params.set('type', next.type)
    setSearch(params, { replace: true })
  }
  return [filters, setFilters]
}

export default function AssetsLogScreen() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  const [filters, setFilters] = useFilters()
  const exportCsv = useExportBillsCsv()
  return (
    <main className="page">
      <PageHeader title={t('bills.title')} back />
      {loggedIn ? (
        <>
          <div className="toolbar">
            <BillFilters value={filters} onChange={setFilters} />
            <button
              type="button"
              className="btn btn-small"
              data-testid="bills-export"
              disabled={exportCsv.isPending}
              onClick={() =>
                exportCsv.mutate(filters, { onSuccess: () => showToast(t('bills.exported'), 'success') })
              }
            >
              {t('bills.export')}
            </button>
          </div>
          <section className="card list-card">
            <BillList filters={filters} />
          </section>
        </>
      ) : (
        <LoginPrompt />
      )}
    </main>
  )
}
