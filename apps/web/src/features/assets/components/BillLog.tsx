import { useTranslation } from 'react-i18next'
import { showToast } from '../../../lib/notify'
import { useExportBillsCsv } from '../api/exportBillsCsv'
import { useBillFilters } from '../hooks/useBillFilters'
import { BillFilters } from './BillFilters'
import { BillList } from './BillList'

/** The bill log with currency and type filters, infinite scroll and CSV export. */
export function BillLog() {
  const { t } = useTranslation()
  const [filters, setFilters] = useBillFilters()
  const exportCsv = useExportBillsCsv()
  return (
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
  )
}
