import type { ReactNode } from 'react'

export type Figure = { key: string; label: string; value: ReactNode }

/** Label-under-value figures in a grid (team figures, club stats, earnings totals). */
export function FigureGrid({ figures, columns = 3 }: { figures: readonly Figure[]; columns?: 2 | 3 }) {
  return (
    <dl className={`club-figures club-figures-${columns}`}>
      {figures.map((figure) => (
        <div key={figure.key} data-testid={`figure-${figure.key}`}>
          <dd>{figure.value}</dd>
          <dt>{figure.label}</dt>
        </div>
      ))}
    </dl>
  )
}
