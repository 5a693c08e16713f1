export { shopModule } from './module'
