// antd-mobile's PullToRefresh with its animation libraries (react-spring, @use-gesture): a chunk of its
// own, loaded by ./PullRefresh after the first paint.
export { PullToRefresh as default } from 'antd-mobile'
