import type { AppServices } from '@vita/api'
import { seedDemoCatalogue } from './shop/seedDemoCatalogue'

/**
 * The marketplace in the living demo: the demo catalogue with its pictures in UPLOADS (reviews need
 * completed orders and come with the orders' demo).
 */
export async function seedShopDemo(services: AppServices, log: (line: string) => void): Promise<void> {
  await seedDemoCatalogue(services.database.db, { uploadsDir: services.config.uploadsDir, log })
}
