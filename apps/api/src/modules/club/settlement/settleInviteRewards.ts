import { sql } from 'drizzle-orm'
import { queryRows } from '../../../platform/db/sql'
import { postTransferSet } from '../../ledger'
import { poolBalance } from '../reads/poolBalance'
import {
  CLUB_CURRENCY,
  createWorkTable,
  num,
  standingStatuses,
  type SettlementContext,
} from './settlementContext'

export type InviteRewardTotals = {
  granted: number
  grantedAmount: bigint
  reversed: number
  reversedAmount: bigint
  feePoolAfter: bigint
}

/**
 * Step 2 (club-rules §4), reversals first: they refill the fee pool grants are paid from.
 * - Reversal: a rewarded order that no longer stands gives its reward back (the granted amount) from the
 *   referrer's claimable account. Chosen where the rules are silent: what the referrer has claimed
 *   since cannot be taken back, so a reversal recovers at most the claimable balance.
 * - Grant: an invitee with a referrer and no rewarded standing order rewards their first standing order
 *   (activation day, then id); invitees in join order (then id), paid while the fee pool covers them.
 */
export async function settleInviteRewards(context: SettlementContext): Promise<InviteRewardTotals> {
  const { tx, day, rules } = context
  await createWorkTable(
    tx,
    'club_settle_invite',
    'ord bigint, kind text, order_id bigint, invitee_id bigint, referrer_id bigint, amount numeric(78, 0)',
  )
  await tx.execute(sql`insert into club_settle_invite
    select row_number() over (order by r.joined_at, r.invitee_id, r.order_id), 'reversal', r.order_id, r.invitee_id,
      r.referrer_id, greatest(0, least(r.requested, r.claimable - (sum(r.requested) over (partition by r.referrer_id
        order by r.joined_at, r.invitee_id, r.order_id rows between unbounded preceding and current row) - r.requested)))
    from (
      select o.id as order_id, o.member_id as invitee_id, o.invite_reward_to as referrer_id, m.joined_at,
        coalesce(g.amount, ${num(rules.inviteReward)}) as requested,
        coalesce((select b.available from ledger_member_balances b where b.member_id = o.invite_reward_to
          and b.purpose = 'claimable' and b.currency = ${CLUB_CURRENCY}), 0) as claimable
      from club_orders o
      join members_referral_tree m on m.id = o.member_id
      left join club_invite_rewards g on g.order_id = o.id and g.kind = 'grant'
      where o.invite_reward_to is not null and o.status not in ${standingStatuses}
    ) r`)
  const recovered = BigInt(
    (
      await queryRows<{ v: string }>(
        tx,
        sql`select coalesce(sum(amount), 0)::text as v from club_settle_invite`,
      )
    )[0]?.v ?? '0',
  )
  const fee = (await poolBalance(tx, 'fee_pool')) + recovered
  if (rules.inviteReward > 0n)
    await tx.execute(sql`insert into club_settle_invite
      select 1000000000000 + g.ord, 'grant', g.order_id, g.invitee_id, g.referrer_id, ${num(rules.inviteReward)}
      from (
        select f.order_id, f.invitee_id, m.referrer_id,
          row_number() over (order by m.joined_at, m.id) as ord
        from (
          select distinct on (o.member_id) o.member_id as invitee_id, o.id as order_id
          from club_orders o
          where o.status in ${standingStatuses} and o.member_id in (
            select member_id from club_orders where status in ${standingStatuses}
            group by member_id having bool_and(invite_reward_to is null))
          order by o.member_id, o.activation_day, o.id
        ) f join members_referral_tree m on m.id = f.invitee_id
        where m.referrer_id is not null
      ) g
      where g.ord * ${num(rules.inviteReward)} <= ${num(fee)}`)
  // A few thousand rows: with statistics, the statements below probe orders and transfers by key instead
  // of hashing all of them.
  await tx.execute(sql`analyze club_settle_invite`)
  await tx.execute(sql`update club_orders o set invite_reward_to = case when i.kind = 'grant' then i.referrer_id end,
      updated_at = now()
    from club_settle_invite i where o.id = i.order_id`)
  await postTransferSet(tx, {
    transfers: sql`select i.ord, 'invite:' || ${day} || ':' || i.kind || ':' || i.order_id as idempotency_key,
        ${CLUB_CURRENCY}::text as currency, 'invite_reward'::text as type, i.amount,
        case when i.kind = 'reversal' then i.referrer_id end as from_member_id,
        case when i.kind = 'reversal' then 'claimable' end as from_purpose,
        case when i.kind = 'grant' then 'fee_pool' end as from_system_code,
        case when i.kind = 'grant' then i.referrer_id end as to_member_id,
        case when i.kind = 'grant' then 'claimable' end as to_purpose,
        case when i.kind = 'reversal' then 'fee_pool' end as to_system_code,
        'club_order'::text as reference_type, o.uuid::text as reference_id
      from club_settle_invite i join club_orders o on o.id = i.order_id where i.amount > 0`,
  })
  await tx.execute(sql`insert into club_invite_rewards (day, kind, referrer_id, invitee_id, order_id, amount,
      ledger_transfer_id)
    select ${day}::date, i.kind, i.referrer_id, i.invitee_id, i.order_id, i.amount, t.id
    from club_settle_invite i
    left join ledger_transfer_keys t on t.idempotency_key = 'invite:' || ${day} || ':' || i.kind || ':' || i.order_id
    order by i.ord`)
  const [totals] = await queryRows<{
    granted: string
    granted_amount: string
    reversed: string
    reversed_amount: string
  }>(
    tx,
    sql`select count(*) filter (where kind = 'grant')::text as granted,
        coalesce(sum(amount) filter (where kind = 'grant'), 0)::text as granted_amount,
        count(*) filter (where kind = 'reversal')::text as reversed,
        coalesce(sum(amount) filter (where kind = 'reversal'), 0)::text as reversed_amount
      from club_settle_invite`,
  )
  return {
    granted: Number(totals?.granted ?? 0),
    grantedAmount: BigInt(totals?.granted_amount ?? '0'),
    reversed: Number(totals?.reversed ?? 0),
    reversedAmount: BigInt(totals?.reversed_amount ?? '0'),
    feePoolAfter: await poolBalance(tx, 'fee_pool'),
  }
}
