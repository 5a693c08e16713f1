/** News texts. */
export const newsZh = {
  news: {
    title: '新闻公告',
    detail: '公告详情',
    empty: '暂无公告',
    loadFailed: '公告加载失败',
  },
}
