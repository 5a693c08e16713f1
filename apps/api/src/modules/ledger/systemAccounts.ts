export const systemAccountCodes = [
  'static_dividend_pool',
  'dynamic_pool',
  'central_bank_pool',
  'fee_pool',
  'shop_revenue',
  'withdrawal_clearing',
  'operator_adjustments',
  'chain_deposits',
  // Shopping cards (club-rules §6): value issued onto cards and not yet spent, and where it is issued from.
  'shopping_cards',
  'card_issuance',
  // What members owe for card value they spent before a reorg took the card's order payment away.
  'card_shortfall_receivable',
] as const
export type SystemAccountCode = (typeof systemAccountCodes)[number]

/**
 * System accounts that stand for money outside the app may go negative: chain_deposits (its balance is
 * minus what members deposited on chain) and operator_adjustments (minus what operators granted). Every
 * pool and revenue account holds real money and, like member accounts, never goes below zero.
 */
export const systemAccountsAllowedNegative: ReadonlySet<SystemAccountCode> = new Set<SystemAccountCode>([
  'chain_deposits',
  'operator_adjustments',
  // Card value is the club's promise to its members, issued against their orders: it has no pool behind it.
  'card_issuance',
  // A receivable: minus what members owe (card_revocations), back to zero as each debt is settled.
  'card_shortfall_receivable',
])
