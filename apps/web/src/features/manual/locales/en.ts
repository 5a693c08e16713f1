import type { TextsOf } from '../../../lib/i18n'
import type { manualZh } from './zh'

export const manualEn: TextsOf<typeof manualZh> = {
  manual: {
    title: 'User manual',
    intro: 'Vita Club is a membership club on BNB Smart Chain (BSC). These are the rules of the product.',
    club: {
      title: 'Club orders',
      body: 'Each order costs 224 USDT, up to 4 orders per member. Ordering needs a bound referrer, enough USDT and BNB for gas. Every 224 USDT consumed earns one dividend share.',
    },
    returns: {
      title: 'DPINE returned',
      body: 'Every purchase returns 15% of its value in DPINE tokens.',
    },
    static: {
      title: 'Static dividends',
      body: '15% of consumption goes to the static dividend pool; 3%–5% of the pool (about 0.6%) is shared out daily by weighted shares. Dividends stop once they add up to the amount consumed.',
    },
    dynamic: {
      title: 'Dynamic incentives',
      body: 'Members at level V1 and above share the community incentives, weighted by team performance and head count.',
    },
    invite: {
      title: 'Invite reward',
      body: 'Registering needs an invite code. Each invited friend who buys earns you about $10; your invite link and QR code are on the Mine page.',
    },
    sell: {
      title: 'Selling DPINE',
      body: 'Selling needs the sell feature enabled and a personal permission; 10% of the funds from a sale return to the bottom pool.',
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
