import { formatAmount } from '@vita/shared'
import { defineOpsCommand } from '../../../platform/ops'
import { reconcilePools, vaultAddressesOf } from '../reconcilePools'

const signed = (value: bigint) => (value < 0n ? `-${formatAmount(-value)}` : `+${formatAmount(value)}`)

export const reconcilePoolsCommand = defineOpsCommand({
  name: 'pools:reconcile',
  usage: '',
  summary:
    "each pool vault's USDT on chain beside the app's books for the pools it backs, and the difference",
  options: [],
  audited: false,
  parse: () => ({}),
  async run({ db, chain }) {
    if (!chain) throw new Error('pools:reconcile reads the chain: set RPC_URL and DEPLOYMENT_FILE')
    const result = await reconcilePools(db, chain.reader, vaultAddressesOf(chain.contracts() ?? {}))
    const lines = result.pools.map((pool) =>
      [
        pool.vault.padEnd(15),
        `on chain ${formatAmount(pool.onChain)} USDT (${pool.ratioBps / 100}% of each order)`,
        `books ${formatAmount(pool.books)} (${pool.accounts.map((a) => `${a.code} ${formatAmount(a.balance)}`).join(', ')})`,
        `difference ${signed(pool.difference)}`,
      ].join('  '),
    )
    const note =
      'difference = on chain − books: paid out in the books (members’ balances) and not yet moved from the vault; negative: the books keep more than the vault holds'
    return {
      output: [
        ...lines,
        result.stale ? 'WARNING: the chain could not be read; on-chain figures are the last known' : '',
        note,
      ]
        .filter(Boolean)
        .join('\n'),
    }
  },
})
