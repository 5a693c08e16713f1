import { useQueryClient } from '@tanstack/react-query'
import { PullRefresh } from '../../../components/PullRefresh'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { clubMoneyKeys } from '../api/moneyKeys'
import { teamKeys } from '../api/teamKeys'

/** Pulling the team screen down refetches the team, its member list and the buy entry's figures. */
export function TeamRefresh({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  return (
    <PullRefresh
      onRefresh={() =>
        Promise.all([
          client.refetchQueries({ queryKey: teamKeys.team() }),
          client.refetchQueries({ queryKey: clubMoneyKeys.purchase() }),
        ]).then(() => undefined)
      }
      pullingText={t('club.team.pullIdle')}
      canReleaseText={t('club.team.pullCanRelease')}
      refreshingText={t('club.team.pullRefreshing')}
      completeText={t('club.team.pullComplete')}
    >
      {children}
    </PullRefresh>
  )
}
