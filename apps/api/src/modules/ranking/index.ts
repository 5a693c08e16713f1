export { rankingModule } from './module'
export { dailyRanking } from './dailyRanking'
export { homeSummary } from './homeSummary'
