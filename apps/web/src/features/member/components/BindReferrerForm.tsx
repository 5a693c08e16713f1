import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuthInfo } from '@vita/shared/schemas/auth'
import { TextField } from '../../../components/TextField'
import { showToast } from '../../../lib/notify'
import { useBindReferrer } from '../api/bindReferrer'

/** Bind a referrer by invite code, once; a member who has one sees it instead. */
export function BindReferrerForm({ member }: { member: AuthInfo }) {
  const { t } = useTranslation()
  const bind = useBindReferrer()
  const [code, setCode] = useState('')
  const [tried, setTried] = useState(false)
  const referrer = bind.data?.referrerUuid ?? member.referrerUuid
  if (referrer) {
    return (
      <section className="card" data-testid="referrer-bound">
        <h3 className="card-title">{t('referrer.bound')}</h3>
        <p className="field-label">{t('referrer.referrerUuid')}</p>
        <p className="mono break" data-testid="referrer-uuid">
          {referrer}
        </p>
      </section>
    )
  }
  const missing = code.trim() === ''
  return (
    <section className="card form-card">
      <TextField
        label={t('referrer.inviteCode')}
        testId="referrer-code"
        value={code}
        onChange={(text) => setCode(text.trim())}
        placeholder={t('referrer.placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        error={tried && missing && t('referrer.required')}
        hint={t('referrer.hint')}
      />
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="referrer-submit"
        disabled={bind.isPending}
        onClick={() => {
          setTried(true)
          if (missing) return
          bind.mutate({ inviteCode: code }, { onSuccess: () => showToast(t('referrer.success'), 'success') })
        }}
      >
        {t('referrer.submit')}
      </button>
    </section>
  )
}
