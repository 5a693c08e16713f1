// antd-mobile's InfiniteScroll with its scroll-parent lookup and throttling: loaded by ./LazyInfiniteScroll.
export { InfiniteScroll as default } from 'antd-mobile'
