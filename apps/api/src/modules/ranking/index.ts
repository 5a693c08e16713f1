export { rankingModule } from './module'
export { dailyRanking, maskAddress } from './dailyRanking'
export { homeSummary } from './homeSummary'
