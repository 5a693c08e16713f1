import { Button, Popup } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField'
import { formatBps } from '../../../lib/format'
import {
  parseDeadlineSeconds,
  parseSlippagePercent,
  slippageWarning,
  SLIPPAGE_PRESETS_BPS,
  type SwapSettings,
} from '../slippage'

/** Bottom sheet for slippage (presets 0/0.1/0.5/1 % + custom) and the deadline in seconds. */
export function SlippageSheet({
  visible,
  settings,
  onChange,
  onClose,
}: {
  visible: boolean
  settings: SwapSettings
  onChange: (settings: SwapSettings) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const isPreset = (SLIPPAGE_PRESETS_BPS as readonly bigint[]).includes(settings.slippageBps)
  const [custom, setCustom] = useState(isPreset ? '' : formatBps(settings.slippageBps))
  const [deadline, setDeadline] = useState(String(settings.deadlineSeconds))
  const customBps = custom.trim() === '' ? null : parseSlippagePercent(custom)
  const customInvalid = custom.trim() !== '' && customBps === null
  const deadlineSeconds = parseDeadlineSeconds(deadline)
  const warning = slippageWarning(settings.slippageBps)

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="slippage-sheet" destroyOnClose>
      <h3 className="sheet-title">{t('swap.settings.title')}</h3>
      <p className="field-label">{t('swap.slippage')}</p>
      <p className="field-hint">{t('swap.settings.slippageHint')}</p>
      <div className="slippage-presets">
        {SLIPPAGE_PRESETS_BPS.map((bps) => (
          <button
            key={bps.toString()}
            type="button"
            className={`chip${settings.slippageBps === bps && custom === '' ? ' chip-active' : ''}`}
            data-testid={`slippage-preset-${bps.toString()}`}
            onClick={() => {
              setCustom('')
              onChange({ ...settings, slippageBps: bps })
            }}
          >
            {formatBps(bps)}%
          </button>
        ))}
        <TextField
          label={t('swap.settings.custom')}
          labelHidden
          testId="slippage-custom"
          inputClassName={`field-input slippage-custom${customBps !== null ? ' chip-active' : ''}`}
          inputMode="decimal"
          placeholder={t('swap.settings.custom')}
          value={custom}
          onChange={(text) => {
            setCustom(text)
            const bps = parseSlippagePercent(text)
            if (bps !== null) onChange({ ...settings, slippageBps: bps })
          }}
        />
      </div>
      {customInvalid && <p className="field-hint warn">{t('swap.settings.invalid')}</p>}
      {warning && (
        <p className={`field-hint warn`} role="alert" data-testid="slippage-warning">
          {t(`swap.settings.${warning}`)}
        </p>
      )}
      <p className="field-label">{t('swap.deadline')}</p>
      <p className="field-hint">{t('swap.settings.deadlineHint')}</p>
      <TextField
        label={t('swap.deadline')}
        labelHidden
        testId="deadline-input"
        inputMode="numeric"
        value={deadline}
        onChange={(text) => {
          setDeadline(text)
          const seconds = parseDeadlineSeconds(text)
          if (seconds !== null) onChange({ ...settings, deadlineSeconds: seconds })
        }}
        warning={deadlineSeconds === null && t('swap.settings.deadlineInvalid')}
      />
      <Button block color="primary" className="sheet-save" onClick={onClose} data-testid="slippage-save">
        {t('swap.settings.save')}
      </Button>
    </Popup>
  )
}
