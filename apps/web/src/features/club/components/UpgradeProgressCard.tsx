import { ProgressBar } from 'antd-mobile'
import type { ClubTeam } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { levelLabelKey } from '../levelTable'
import { upgradeRequirements } from '../upgradeProgress'
import { LevelBadge } from './LevelBadge'

/** My level and each requirement of the next one: current / target, a bar, and what is missing. */
export function UpgradeProgressCard({ team }: { team: ClubTeam }) {
  const { t } = useTranslation()
  const rows = team.upgrade ? upgradeRequirements(team.upgrade.requirements) : []
  return (
    <section className="card club-upgrade" data-testid="team-level">
      <div className="card-title-row">
        <h3>{t('club.team.myLevel')}</h3>
        <LevelBadge level={team.level} testId="team-my-level" />
      </div>
      {team.upgrade ? (
        <>
          <p className="muted">{t('club.team.nextLevel', { level: t(levelLabelKey(team.upgrade.next)) })}</p>
          <ul className="club-requirements" data-testid="team-upgrade">
            {rows.map((row) => (
              <li key={row.kind} data-testid={`requirement-${row.kind}`} data-met={row.met}>
                <div className="club-requirement-head">
                  <span>{t(`club.team.requirement.${row.kind}`)}</span>
                  <span className={row.met ? 'club-met' : ''}>
                    {row.current} / {row.target}
                  </span>
                </div>
                <ProgressBar percent={row.percent} className={row.met ? 'club-bar-met' : ''} />
                <span className="club-requirement-note muted">
                  {row.met ? t('club.team.met') : t('club.team.missing', { value: row.missing ?? '' })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted" data-testid="team-top-level">
          {t('club.team.topLevel')}
        </p>
      )}
    </section>
  )
}
