import { useQueryClient } from '@tanstack/react-query'
import { PullRefresh } from '../../../components/PullRefresh'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { teamKeys } from '../api/teamKeys'

/** Pulling the team screen down refetches the team and its member list. */
export function TeamRefresh({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  return (
    <PullRefresh
      onRefresh={() => client.refetchQueries({ queryKey: teamKeys.team() })}
      pullingText={t('club.team.pullIdle')}
      canReleaseText={t('club.team.pullCanRelease')}
      refreshingText={t('club.team.pullRefreshing')}
      completeText={t('club.team.pullComplete')}
    >
      {children}
    </PullRefresh>
  )
}
