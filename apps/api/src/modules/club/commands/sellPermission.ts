import { defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { findMemberByUuidOrAddress } from '../../members'
import { getSellPermission } from '../sellPermission/getSellPermission'
import { setSellPermission, type SellPermissionDecision } from '../sellPermission/setSellPermission'

const DECISIONS: readonly SellPermissionDecision[] = ['allow', 'deny', 'rule']

async function memberOf(db: Parameters<typeof findMemberByUuidOrAddress>[0], reference: string) {
  const member = await findMemberByUuidOrAddress(db, reference)
  if (!member) throw new Error(`no member ${reference}`)
  return member
}

export const showSellPermissionCommand = defineOpsCommand({
  name: 'sell:show',
  usage: '--member <uuid|address>',
  summary: 'shows whether a member may sell DPINE, why, and whether the chain holds it yet',
  options: ['member'],
  audited: false,
  parse: (options) => ({ member: textOption(options, 'member', true) }),
  async run({ db }, { member: reference }) {
    const member = await memberOf(db, reference)
    const permission = await getSellPermission(db, member.id)
    return {
      output: `member ${member.uuid} (${member.address}): ${permission.allowed ? 'may sell' : 'may not sell'} (${permission.reason})${permission.pending ? ', on its way to the chain' : ''}`,
    }
  },
})

export const setSellPermissionCommand = defineOpsCommand({
  name: 'sell:set',
  usage: '--member <uuid|address> --to allow|deny|rule --reason "..."',
  summary:
    "grants (allow) or revokes (deny) a member's permission to sell DPINE over the rule, or hands it back to the rule; the operator-key job puts it on chain",
  options: ['member', 'to', 'reason'],
  audited: true,
  parse(options) {
    const to = textOption(options, 'to', true)
    if (!(DECISIONS as readonly string[]).includes(to))
      throw new UsageError(`--to must be one of ${DECISIONS.join(', ')}`)
    return {
      member: textOption(options, 'member', true),
      to: to as SellPermissionDecision,
      reason: textOption(options, 'reason', true),
    }
  },
  async run({ db }, { member: reference, to, reason }) {
    const member = await memberOf(db, reference)
    const { before, after } = await setSellPermission(db, {
      memberId: member.id,
      address: member.address,
      decision: to,
      reason,
    })
    return {
      output: `member ${member.uuid}: ${after.desired ? 'may sell' : 'may not sell'} (${after.source}); ${after.status === 'synced' ? 'the chain already holds it' : 'queued for the chain'}`,
      audit: {
        reason,
        payload: {
          memberUuid: member.uuid,
          address: member.address,
          to,
          before: before ? { desired: before.desired, source: before.source } : null,
          after: { desired: after.desired, source: after.source },
        },
      },
    }
  },
})
