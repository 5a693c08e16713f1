export { newsModule } from './module'
export { publishNews, type PublishNewsParameters } from './publishNews'
export { getNews, listNews } from './readNews'
export type { NewsRow } from './tables'
