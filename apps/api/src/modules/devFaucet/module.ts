import type { AppModule } from '../../platform/module'
import { devFaucetRoutes } from './routes'

/** The dev chain's faucet for the web app's dev wallet; its routes exist only on the local dev chain. */
export const devFaucetModule: AppModule = { name: 'devFaucet', routes: devFaucetRoutes }
