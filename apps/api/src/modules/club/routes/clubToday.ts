import type { AppServices } from '../../../platform/services'
import { businessDay } from '../../../platform/jobs'

/** Today's business day in SETTLEMENT_TIME_ZONE, by the app's clock. */
export const clubToday = (services: AppServices) =>
  businessDay(services.now(), services.config.settlementTimeZone)
