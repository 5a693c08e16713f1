import { formatAmount } from '@vita/shared'
import { amountOption, currencyOption, defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { adjustMemberBalance } from '../adjustMemberBalance'

const adjustBalanceCommand = (direction: 'credit' | 'debit') =>
  defineOpsCommand({
    name: direction,
    usage:
      '--member <uuid|address> --currency USDT|DPINE --amount 10.5 --reason "..." [--key <idempotency key>]',
    summary:
      direction === 'credit'
        ? "credits a member's balance (ledger transfer from operator_adjustments)"
        : "debits a member's balance (never below zero)",
    options: ['member', 'currency', 'amount', 'reason', 'key'],
    audited: true,
    parse(options) {
      const amount = amountOption(options, 'amount', true)
      if (amount <= 0n) throw new UsageError('--amount must be greater than 0')
      return {
        member: textOption(options, 'member', true),
        currency: currencyOption(options),
        amount,
        reason: textOption(options, 'reason', true),
        key: textOption(options, 'key'),
      }
    },
    async run({ db }, { key, ...input }) {
      const { member, transfer, replayed } = await adjustMemberBalance(db, {
        direction,
        ...input,
        ...(key ? { idempotencyKey: key } : {}),
      })
      const verb = direction === 'credit' ? 'Credited' : 'Debited'
      const preposition = direction === 'credit' ? 'to' : 'from'
      return {
        output: `${replayed ? 'Already done (same --key): ' : ''}${verb} ${formatAmount(input.amount)} ${transfer.currency} ${preposition} member ${member.uuid} (${member.communityNumber}); transfer #${transfer.id}`,
        audit: {
          reason: input.reason,
          payload: {
            memberUuid: member.uuid,
            currency: transfer.currency,
            amount: formatAmount(input.amount),
            transferId: transfer.id,
            replayed,
          },
        },
      }
    },
  })

export const creditCommand = adjustBalanceCommand('credit')
export const debitCommand = adjustBalanceCommand('debit')
