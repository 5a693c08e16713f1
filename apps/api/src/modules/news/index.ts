export { newsModule } from './module'
export { publishNews, type PublishNewsParameters } from './publishNews'
export { getNews, listNews } from './readNews'
export { news, type NewsRow } from './tables'
