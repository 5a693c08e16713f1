export { addressesModule } from './module'
