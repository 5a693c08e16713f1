import { useMutation } from '@tanstack/react-query'
import { apiDownload } from '../../../lib/http'
import { saveBlob } from '../../../lib/download'
import type { BillFilters } from './keys'
import { billsSearch } from './listBills'

export type ExportBillsCsvParameters = BillFilters

/** GET /app/assets/bills.csv with the bearer header, saved as a file (an `<a href>` cannot authenticate). */
export async function exportBillsCsv(parameters: ExportBillsCsvParameters): Promise<string> {
  const { blob, filename } = await apiDownload(`/assets/bills.csv${billsSearch(parameters)}`, {
    timeoutMs: 60_000,
  })
  const name = filename ?? 'bills.csv'
  saveBlob(blob, name)
  return name
}

export function useExportBillsCsv() {
  return useMutation({ mutationFn: exportBillsCsv })
}
