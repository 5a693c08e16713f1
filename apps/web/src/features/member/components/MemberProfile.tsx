import { Button, List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { AuthInfo } from '@vita/shared/schemas/auth'
import { copyText } from '../../../lib/clipboard'
import { showToast } from '../../../lib/notify'
import { inviteLink } from '../inviteLink'

/** Profile block of spec §2: UUID, community number, level, wallet address and the invite link with copy. */
export function MemberProfile({ member }: { member: AuthInfo }) {
  const { t } = useTranslation()
  const link = inviteLink(member.inviteCode)
  const copy = async () => {
    const ok = await copyText(link)
    showToast(ok ? t('member.copied') : t('member.copyFailed'), ok ? 'success' : 'fail')
  }
  return (
    <List className="member-profile">
      <List.Item
        extra={
          <span className="mono" data-testid="member-uuid">
            {member.uuid}
          </span>
        }
      >
        {t('member.uuid')}
      </List.Item>
      <List.Item extra={<span data-testid="member-community-number">{member.communityNumber}</span>}>
        {t('member.communityNumber')}
      </List.Item>
      <List.Item
        extra={
          <span data-testid="member-level" data-level={member.level}>
            {member.level > 0 ? t('member.levelValue', { level: member.level }) : t('member.levelNone')}
          </span>
        }
      >
        {t('member.level')}
      </List.Item>
      <List.Item
        description={
          <span className="mono break" data-testid="member-wallet-address">
            {member.walletAddress}
          </span>
        }
      >
        {t('member.walletAddress')}
      </List.Item>
      <List.Item
        description={
          <span className="mono break" data-testid="invite-link">
            {link}
          </span>
        }
        extra={
          <Button
            size="small"
            color="primary"
            fill="outline"
            data-testid="copy-invite-link"
            onClick={() => void copy()}
          >
            {t('member.copy')}
          </Button>
        }
      >
        {t('member.inviteLink')}
      </List.Item>
    </List>
  )
}
