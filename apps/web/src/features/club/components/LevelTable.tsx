import { Skeleton } from 'antd-mobile'
import type { ClubLevels } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useClubLevels } from '../api/getLevels'
import { levelLabelKey, levelTableRows } from '../levelTable'
import { LevelBadge } from './LevelBadge'

/** The level table (club-rules §5) with my level and my row highlighted. */
export function LevelTable() {
  const { t } = useTranslation()
  const levels = useClubLevels()
  return (
    <QueryState
      query={levels}
      loading={<Skeleton.Paragraph lineCount={6} animated />}
      errorText={t('club.levels.loadFailed')}
      testId="levels-error"
    >
      {(data) => <LevelTableView levels={data} />}
    </QueryState>
  )
}

function LevelTableView({ levels }: { levels: ClubLevels }) {
  const { t } = useTranslation()
  const rows = levelTableRows(levels.levels, levels.myLevel)
  const atLeast = (value: string | number) => t('club.levels.atLeast', { value })
  return (
    <>
      <section className="card card-title-row" data-testid="levels-current">
        <h3>{t('club.levels.mine')}</h3>
        <LevelBadge level={levels.myLevel} testId="levels-my-level" />
      </section>
      <section className="card club-table-card">
        <table className="club-table" data-testid="levels-table">
          <thead>
            <tr>
              <th>{t('club.levels.level')}</th>
              <th>{t('club.levels.ownOrders')}</th>
              <th>{t('club.levels.directsWithOrder')}</th>
              <th>{t('club.levels.teamPerformance')}</th>
              <th>{t('club.levels.legs')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.level}
                className={`${row.mine ? 'club-row-mine' : ''} ${row.reached ? 'club-row-reached' : ''}`.trim()}
                data-testid={`levels-row-${row.level}`}
                data-mine={row.mine}
                aria-current={row.mine ? 'true' : undefined}
              >
                <th scope="row">{t(levelLabelKey(row.level))}</th>
                <td>{atLeast(row.ownOrders)}</td>
                <td>{atLeast(row.directsWithOrder)}</td>
                <td>{atLeast(row.teamPerformance)}</td>
                <td>
                  {row.legs
                    ? t('club.levels.legsValue', {
                        count: row.legs.count,
                        level: t(levelLabelKey(row.legs.minLevel)),
                      })
                    : t('club.levels.noLegs')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}
