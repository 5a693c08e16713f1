import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useVerifyMyBalance } from '../hooks/useVerifyMyBalance'
import { VerdictView } from './VerdictView'

const signInPath = `/login?${new URLSearchParams({ redirect: '/solvency' }).toString()}`

/**
 * "Verify my balance" for `day` (signed-in members; visitors are offered the sign-in) and "Download
 * proof". A failed check says why and offers the check again.
 */
export function VerifyBalance({ day }: { day: string }) {
  const { t } = useTranslation()
  const { signedIn, state, verify, download, saveProof } = useVerifyMyBalance(day)
  if (!signedIn)
    return (
      <section className="card" data-testid="solvency-verify">
        <h3 className="card-title">{t('solvency.verify.title')}</h3>
        <p className="muted">{t('solvency.verify.signIn')}</p>
        <Link className="btn btn-primary" to={signInPath} data-testid="solvency-sign-in">
          {t('solvency.verify.signInAction')}
        </Link>
      </section>
    )
  const checking = state.status === 'checking'
  return (
    <section className="card" data-testid="solvency-verify">
      <h3 className="card-title">{t('solvency.verify.title')}</h3>
      <p className="muted">{t('solvency.verify.intro', { day })}</p>
      {state.status === 'done' && <VerdictView result={state.result} day={day} />}
      {state.status === 'failed' && (
        <p
          className="field-error"
          role="alert"
          data-testid="solvency-verify-problem"
          data-problem={state.problem}
        >
          {t(`solvency.problem.${state.problem}`, { day })}
        </p>
      )}
      <div className="solvency-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={checking}
          onClick={() => void verify()}
          data-testid="solvency-verify-button"
        >
          {checking && <span className="spinner inline" aria-hidden="true" />}
          {checking
            ? t('solvency.verify.checking')
            : state.status === 'idle'
              ? t('solvency.verify.action')
              : state.status === 'failed'
                ? t('app.retry')
                : t('solvency.verify.again')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={download.busy}
          onClick={() => void saveProof()}
          data-testid="solvency-download"
        >
          {download.busy ? t('solvency.verify.downloading') : t('solvency.verify.download')}
        </button>
      </div>
      {download.problem && (
        <p className="field-error" role="alert" data-testid="solvency-download-problem">
          {t(`solvency.problem.${download.problem}`, { day })}
        </p>
      )}
    </section>
  )
}
