export { systemModule } from './module'
export { appConfigFor } from './getConfig'
