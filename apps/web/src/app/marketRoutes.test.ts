import { describe, expect, it } from 'vitest'
import { appRoutes } from './routes'

const route = (path: string) => appRoutes.find((item) => item.path === path)

describe('market screens (on-chain core issue)', () => {
  it('mounts swap, sell, price chart and pools as open routes', () => {
    expect(route('/swap')).toMatchObject({ screen: 'swap', auth: false, tabBar: true })
    expect(route('/price-chart')).toMatchObject({ screen: 'priceChart', auth: false, tabBar: true })
    expect(route('/sell-currency')).toMatchObject({ screen: 'sellCurrency', auth: false })
    expect(route('/contract-pools')).toMatchObject({ screen: 'contractPools', auth: false })
  })
})
