export { devFaucetModule } from './module'
export {
  createDevFaucet,
  DEV_FAUCET_ACCOUNT_INDEX,
  DEV_FAUCET_GRANT,
  DEV_FAUCET_LIMITS,
  devFaucetEnabled,
} from './faucet'
