export { assetsModule } from './module'
export { getMemberAssets } from './getMemberAssets'
export { transferToMember } from './transferToMember'
