import { useQueryClient } from '@tanstack/react-query'
import { PullRefresh } from '../../../components/PullRefresh'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { addressKeys } from '../api/addressKeys'

/** Pulling down refetches the address list. */
export function AddressRefresh({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  return (
    <PullRefresh
      onRefresh={() => client.refetchQueries({ queryKey: addressKeys.all })}
      pullingText={t('addresses.pull.idle')}
      canReleaseText={t('addresses.pull.canRelease')}
      refreshingText={t('addresses.pull.refreshing')}
      completeText={t('addresses.pull.complete')}
    >
      {children}
    </PullRefresh>
  )
}
