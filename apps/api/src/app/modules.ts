import { addressesModule } from '../modules/addresses'
import { assetsModule } from '../modules/assets'
import { authModule } from '../modules/auth'
import { cartModule } from '../modules/cart'
import { cardsModule } from '../modules/cards'
import { catalogueModule } from '../modules/catalogue'
import { checkoutModule } from '../modules/checkout'
import { clubModule } from '../modules/club'
import { depositsModule } from '../modules/deposits'
import { devFaucetModule } from '../modules/devFaucet'
import { ledgerModule } from '../modules/ledger'
import { marketModule } from '../modules/market'
import { membersModule } from '../modules/members'
import { newsModule } from '../modules/news'
import { operatorsModule } from '../modules/operators'
import { promotionsModule } from '../modules/promotions'
import { rankingModule } from '../modules/ranking'
import { reviewsModule } from '../modules/reviews'
import { solvencyModule } from '../modules/solvency'
import { systemModule } from '../modules/system'
import { uploadsModule } from '../modules/uploads'
import { withdrawalsModule } from '../modules/withdrawals'
import type { AppModule } from '../platform/module'

/** Every module of the product, in the order their routes are mounted. */
export const appModules: readonly AppModule[] = [
  systemModule,
  authModule,
  membersModule,
  ledgerModule,
  assetsModule,
  withdrawalsModule,
  depositsModule,
  newsModule,
  rankingModule,
  marketModule,
  clubModule,
  cardsModule,
  addressesModule,
  uploadsModule,
  catalogueModule,
  cartModule,
  checkoutModule,
  reviewsModule,
  promotionsModule,
  solvencyModule,
  operatorsModule,
  devFaucetModule,
]
