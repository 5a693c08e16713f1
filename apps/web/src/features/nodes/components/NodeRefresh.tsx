import { useQueryClient } from '@tanstack/react-query'
import { PullRefresh } from '../../../components/PullRefresh'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Pulling down refetches every query under `queryKey` (a node takes its rewards and members along). */
export function NodeRefresh({ queryKey, children }: { queryKey: readonly unknown[]; children: ReactNode }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  return (
    <PullRefresh
      onRefresh={() => client.refetchQueries({ queryKey })}
      pullingText={t('nodes.pull.idle')}
      canReleaseText={t('nodes.pull.canRelease')}
      refreshingText={t('nodes.pull.refreshing')}
      completeText={t('nodes.pull.complete')}
    >
      {children}
    </PullRefresh>
  )
}
