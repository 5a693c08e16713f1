import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/** A member level as text: "V2", or "no level yet" for V0. */
export function memberLevelLabel(t: TFunction, level: number): string {
  return level > 0 ? t('nodes.memberLevel', { level }) : t('nodes.noMemberLevel')
}

export function MemberLevelText({ level }: { level: number }) {
  const { t } = useTranslation()
  return <>{memberLevelLabel(t, level)}</>
}
