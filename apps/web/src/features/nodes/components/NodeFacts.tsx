import { List } from 'antd-mobile'
import type { ReactNode } from 'react'

export type NodeFact = { key: string; label: string; value: ReactNode; description?: ReactNode }

/** A node's or a tier's facts as a borderless antd-mobile list: label on the left, value on the right. */
export function NodeFacts({ facts }: { facts: readonly NodeFact[] }) {
  return (
    <List className="node-facts">
      {facts.map((fact) => (
        <List.Item
          key={fact.key}
          description={fact.description}
          extra={<span data-testid={`fact-${fact.key}`}>{fact.value}</span>}
        >
          {fact.label}
        </List.Item>
      ))}
    </List>
  )
}
