import { useTranslation } from 'react-i18next'
import { levelLabelKey } from '../levelTable'

/** A member level as a small badge; V0 reads "no level yet". */
export function LevelBadge({ level, testId }: { level: number; testId?: string }) {
  const { t } = useTranslation()
  return (
    <span className={`club-level club-level-v${level}`} data-testid={testId} data-level={level}>
      {t(levelLabelKey(level))}
    </span>
  )
}
