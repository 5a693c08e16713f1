import type { ClubTeam } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatMoney } from '../../../lib/format'
import { LevelBadge } from './LevelBadge'

/** Performance per direct leg, largest first; each leg opens that member's sub members. */
export function TeamLegsCard({ legs }: { legs: ClubTeam['legs'] }) {
  const { t } = useTranslation()
  return (
    <section className="card" data-testid="team-legs">
      <h3 className="card-title">{t('club.team.legsTitle')}</h3>
      {legs.length === 0 ? (
        <p className="muted">{t('club.team.legsEmpty')}</p>
      ) : (
        <ul className="club-rows">
          {legs.map((leg) => (
            <li key={leg.uuid}>
              <Link to={`/member/sub-members/${leg.uuid}`} className="club-row" data-testid="team-leg">
                <span className="club-row-who">
                  <span>
                    {leg.communityNumber} <LevelBadge level={leg.level} />
                  </span>
                  <span className="mono muted">{leg.maskedAddress}</span>
                </span>
                <span className="club-row-value">
                  <strong>{formatMoney(leg.performance, 2)}</strong>
                  <span className="muted">{t('club.team.performance')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
