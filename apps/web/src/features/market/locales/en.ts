import type { TextsOf } from '../../../lib/i18n'
import type { marketZh } from './zh'

export const marketEn: TextsOf<typeof marketZh> = {
  chart: {
    title: 'Market',
    price: 'Last price',
    change: 'Change',
    high: '24h high',
    low: '24h low',
    volume: '24h volume',
    value: '24h value',
    supply: 'Supply',
    circulating: 'Circulating',
    destroyed: 'Destroyed',
    marketCap: 'Market cap',
    trades: 'Trades: {{count}}',
    lastTrade: 'Last trade: {{price}} USDT',
    noTrades: 'No trades yet',
    stale: 'Chain data unavailable; showing the last known values',
    loadFailed: 'Failed to load market data',
    intervals: { '1m': '1m', '15m': '15m', '1h': '1h', '1d': '1D' },
  },
  orderPrice: {
    label: 'Order price',
    twap: '{{price}} USDT ({{minutes}}-minute average)',
    spot: '{{price}} USDT (spot price)',
    twapHint: 'Staking orders return DPINE at the pool’s {{minutes}}-minute time-weighted average price',
    spotHint:
      'The pool has less than {{minutes}} minutes of history: staking orders use the spot price for now',
  },
  pools: {
    title: 'Contract pools',
    centralBank: 'Central bank pool',
    fee: 'Fee pool',
    ratio: 'Pool ratio',
    total: 'Total amount',
    updatedAt: 'Updated',
    loadFailed: 'Failed to load pool data',
  },
}
