import { useQueryClient } from '@tanstack/react-query'
import { PullRefresh } from '../../../components/PullRefresh'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Pulling down refetches every query under `queryKey`. */
export function ShopRefresh({ queryKey, children }: { queryKey: readonly unknown[]; children: ReactNode }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  return (
    <PullRefresh
      onRefresh={() => client.refetchQueries({ queryKey })}
      pullingText={t('shop.pull.idle')}
      canReleaseText={t('shop.pull.canRelease')}
      refreshingText={t('shop.pull.refreshing')}
      completeText={t('shop.pull.complete')}
    >
      {children}
    </PullRefresh>
  )
}
