import { Tabs } from 'antd-mobile'
import { NODE_TYPES, type NodeType } from '@vita/shared/club/nodes'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Normal and super nodes side by side (the tier table and the qualification screen). */
export function NodeTypeTabs({ children }: { children: (type: NodeType) => ReactNode }) {
  const { t } = useTranslation()
  return (
    <Tabs defaultActiveKey="normal" className="node-type-tabs">
      {NODE_TYPES.map((type) => (
        <Tabs.Tab key={type} title={<span data-testid={`node-type-${type}`}>{t(`nodes.type.${type}`)}</span>}>
          {children(type)}
        </Tabs.Tab>
      ))}
    </Tabs>
  )
}
