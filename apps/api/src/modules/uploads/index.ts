export { uploadsModule } from './module'
