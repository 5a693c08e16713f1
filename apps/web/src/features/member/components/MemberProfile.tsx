import { Button, List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { AuthInfo } from '@vita/shared/schemas/auth'
import { copyText } from '../../../lib/clipboard'
import { showToast } from '../../../lib/notify'
import { inviteLink } from '../inviteLink'

/**
 * Profile block of spec §2: UUID, community number, level, wallet address and the invite link. The UUID
 * and community number (what another member transfers to) and the invite link each have Copy.
 */
export function MemberProfile({ member }: { member: AuthInfo }) {
  const { t } = useTranslation()
  const link = inviteLink(member.inviteCode)
  const copy = async (text: string) => {
    const ok = await copyText(text)
    showToast(ok ? t('member.copied') : t('member.copyFailed'), ok ? 'success' : 'fail')
  }
  const copyButton = (text: string, testId: string) => (
    <Button size="small" color="primary" fill="outline" data-testid={testId} onClick={() => void copy(text)}>
      {t('member.copy')}
    </Button>
  )
  return (
    <List className="member-profile">
      <List.Item
        description={
          <span className="mono break" data-testid="member-uuid">
            {member.uuid}
          </span>
        }
        extra={copyButton(member.uuid, 'copy-member-uuid')}
      >
        {t('member.uuid')}
      </List.Item>
      <List.Item
        description={<span data-testid="member-community-number">{member.communityNumber}</span>}
        extra={copyButton(member.communityNumber, 'copy-member-community-number')}
      >
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
        extra={copyButton(link, 'copy-invite-link')}
      >
        {t('member.inviteLink')}
      </List.Item>
    </List>
  )
}
