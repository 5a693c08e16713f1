import type { TextsOf } from '../../../lib/i18n'
import type { manualZh } from './zh'

export const manualEn: TextsOf<typeof manualZh> = {
  manual: {
    title: 'User manual',
    intro: 'Vita Club is a membership club on BNB Smart Chain (BSC). These are the rules of the product.',
    club: {
      title: 'Club orders',
      body: 'Each order costs {{price}} USDT, at most {{max}} orders per member, and is {{shares}} dividend share. Ordering needs a bound referrer, an activated wallet (whitelisted automatically after registration), enough USDT and BNB for gas; the community number is optional. Order statuses: pending (created, no transaction yet) → pending blockchain verification (transaction submitted) → normal (confirmed on chain; earns from the next business day) → completed (static income reached its cap) → exited (dynamic income reached its cap too). An order whose transaction reverted, was dropped or was undone by a reorg is failed; an order with no transaction is cancelled after {{minutes}} minutes, or by you.',
    },
    returns: {
      title: 'Where the money goes, and DPINE returned',
      body: 'Of each order, {{static}}% goes to the static dividend pool, {{central}}% to the central bank pool and {{fee}}% to the fee pool; {{dpine}}% of its value is returned in DPINE tokens.',
    },
    static: {
      title: 'Static dividends',
      body: 'Every business day ({{zone}} time) {{rate}}% of the static pool (configurable within {{min}}%–{{max}}%) is shared among the orders active at the start of the day by weighted shares (shares × level weight). An order stops earning static dividends once they reach {{cap}}% of its amount; what it cannot take stays in the pool, and a day with no eligible shares pays nothing. Income is claimable first; claim it to your available balance on the dividends screen.',
    },
    dynamic: {
      title: 'Dynamic dividends',
      body: 'Members at level V1 or above with at least one order not exited take part. The dynamic pool receives {{pool}}% of each order and pays {{rate}}% of its balance daily: {{topFour}}% split equally among the {{count}} members with the highest team performance (ties: earlier join first), the rest {{users}}% equally per member and {{team}}% in proportion to team performance. An order earns dynamic dividends up to {{cap}}% of its amount, oldest order first.',
    },
    levels: {
      title: 'Levels',
      body: 'Levels are recomputed at the start of each business day and apply from that day. Team performance is the sum of the active orders of your whole downline (yourself excluded).',
      row: 'V{{level}}: own orders ≥ {{ownOrders}}, directs with an order ≥ {{directs}}, team performance ≥ {{performance}} USDT',
      legs_one: ', {{count}} direct leg holding a V{{minLevel}} or above',
      legs_other: ', {{count}} direct legs each holding a V{{minLevel}} or above',
    },
    invite: {
      title: 'Direct reward',
      body: 'Registering needs an invite code. When a direct invitee’s first order becomes active you receive {{amount}} USDT at the next daily settlement (from the fee pool; later if it is short) (reversed if that order is undone by a chain reorg); your invite link and QR code are on the Mine page.',
    },
    cards: {
      title: 'Shopping cards',
      body: 'Each active order can generate one shopping card worth {{value}}% of its amount, valid for {{days}} days. The card number has 16 digits and the secret 15 characters (12 on older cards; show it to copy number and secret); a card pays for marketplace orders in whole or in part, and the remainder stays on it.',
    },
    rulesLoading: 'Loading the club rules as configured…',
    rulesFailed: 'Failed to load the club rules',
    nodes: {
      title: 'Nodes',
      body: "Nodes come in two types, normal and super, each with five levels: bronze, silver, gold, platinum and diamond. Every level asks for a member level and a DPINE stake and has a limited number of places. A qualified member applies on the node qualification screen; the stake is held from the available DPINE. A node can later be upgraded to a level of higher stake by adding the difference. Every settled day, a share of the fee pool's inflow of that day is split among the day's active nodes by reward weight, each up to its daily reward limit, and the rest stays in the fee pool; a node whose stake or holder's member level falls short at settlement is inactive and earns nothing that day. A closed node earns no more rewards, and its stake returns to the available balance after the cooling period. The node configuration screen shows each level's requirements, places, the share and the cooling days.",
    },
    sell: {
      title: 'Selling DPINE',
      body: 'Selling needs the sell feature enabled and a personal permission: it opens by itself while you hold an active or completed club order, is withdrawn once all your orders have exited, and an administrator may grant or turn it off for you. 10% of the funds from a sale return to the bottom pool.',
    },
    swap: {
      title: 'Swap',
      body: 'Swaps use the live price with a fee of 25 basis points (0.25%), default slippage 0 and a deadline of 1200 seconds.',
    },
    transfer: {
      title: 'Internal transfer',
      body: 'Send USDT or DPINE to another member by UUID. It arrives at once and shows in both bill logs.',
    },
    withdraw: {
      title: 'Withdrawals',
      body: 'Withdraw to a BSC wallet address: enter the address and an amount of at least the minimum; the fee is taken from the amount. The amount is held at once, arrives after the on-chain transfer, and returns to your available balance if it fails.',
    },
  },
}
