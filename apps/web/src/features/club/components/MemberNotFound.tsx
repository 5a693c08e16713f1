import { ErrorBlock } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/** A member outside my downline, or no member at all (the API does not say which), with a way back. */
export function MemberNotFound() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <section className="card center" data-testid="member-not-found">
      <ErrorBlock status="empty" title={t('club.member.notFound')} description="" />
      <button
        type="button"
        className="btn"
        data-testid="member-not-found-back"
        onClick={() => {
          const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
          if (idx > 0) navigate(-1)
          else navigate('/vita-club/team', { replace: true })
        }}
      >
        {t('club.member.back')}
      </button>
    </section>
  )
}
