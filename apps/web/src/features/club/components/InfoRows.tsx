import type { ReactNode } from 'react'

export type InfoRow = { key: string; label: string; value: ReactNode }

/** Label / value rows of one record (an order, a card, a dividend figure list). */
export function InfoRows({ rows, testId }: { rows: readonly InfoRow[]; testId?: string }) {
  return (
    <dl className="summary" data-testid={testId}>
      {rows.map((row) => (
        <div className="summary-row" key={row.key} data-testid={`row-${row.key}`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
