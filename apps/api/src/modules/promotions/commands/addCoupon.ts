import { BPS, COUPON_KINDS, formatAmount, type CouponKind } from '@vita/shared'
import {
  amountOption,
  defineOpsCommand,
  textOption,
  UsageError,
  type OpsOptions,
  timeOption,
} from '../../../platform/ops'
import { coupons } from '../tables'

const CODE = /^[0-9A-Za-z_-]{1,32}$/

function countOption(options: OpsOptions, name: string): number | undefined {
  const value = textOption(options, name)
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000_000)
    throw new UsageError(`--${name} must be a positive integer`)
  return n
}

function parseCoupon(options: OpsOptions) {
  const code = textOption(options, 'code', true).trim()
  if (!CODE.test(code)) throw new UsageError('--code: 1–32 letters, digits, - or _')
  const kind = textOption(options, 'kind', true) as CouponKind
  if (!COUPON_KINDS.includes(kind)) throw new UsageError(`--kind must be one of ${COUPON_KINDS.join(', ')}`)
  // percent: basis points (1000 = 10%); fixed: a USDT amount.
  const value =
    kind === 'percent' ? BigInt(countOption(options, 'value') ?? 0) : amountOption(options, 'value', true)
  if (value <= 0n || (kind === 'percent' && value > BPS))
    throw new UsageError(kind === 'percent' ? '--value: 1–10000 basis points' : '--value must be above 0')
  const startsAt = timeOption(options, 'starts')
  const expiresAt = timeOption(options, 'expires', true)
  if (startsAt && startsAt >= expiresAt) throw new UsageError('--starts must be before --expires')
  return {
    code,
    kind,
    value,
    minSpend: amountOption(options, 'min-spend', false) ?? 0n,
    maxDiscount: kind === 'percent' ? (amountOption(options, 'max-discount', false) ?? null) : null,
    maxUses: countOption(options, 'max-uses') ?? null,
    perMemberLimit: countOption(options, 'per-member') ?? 1,
    startsAt,
    expiresAt,
    reason: textOption(options, 'reason') ?? 'add coupon',
  }
}

export const addShopCouponCommand = defineOpsCommand({
  name: 'shop:coupon-add',
  usage:
    '--code <CODE> --kind fixed|percent --value <USDT | basis points> --expires <ISO> [--starts <ISO>] [--min-spend <USDT>] [--max-discount <USDT>] [--max-uses N] [--per-member N] [--reason "..."]',
  summary: 'adds a marketplace coupon (fixed: USDT off; percent: basis points off, up to --max-discount)',
  options: [
    'code',
    'kind',
    'value',
    'min-spend',
    'max-discount',
    'max-uses',
    'per-member',
    'starts',
    'expires',
    'reason',
  ],
  audited: true,
  parse: parseCoupon,
  async run({ db, now }, { reason, ...coupon }) {
    const inserted = await db
      .insert(coupons)
      .values({ ...coupon, startsAt: coupon.startsAt ?? now() })
      .onConflictDoNothing()
      .returning()
    if (inserted.length === 0) throw new UsageError(`coupon ${coupon.code} already exists`)
    const value = coupon.kind === 'percent' ? `${coupon.value} bp` : `${formatAmount(coupon.value, 18)} USDT`
    return {
      output: `Coupon ${coupon.code} added: ${coupon.kind} ${value}, until ${coupon.expiresAt.toISOString()}`,
      audit: {
        reason,
        payload: {
          ...coupon,
          value: coupon.value.toString(),
          minSpend: coupon.minSpend.toString(),
          maxDiscount: coupon.maxDiscount?.toString() ?? null,
          startsAt: (coupon.startsAt ?? now()).toISOString(),
          expiresAt: coupon.expiresAt.toISOString(),
        },
      },
    }
  },
})
