/** Chinese texts of the shared components that are not on every first paint (pull to refresh's defaults, the login prompt, the not-found page). */
export const componentsZh = {
  pull: { idle: '下拉刷新', canRelease: '释放立即刷新', refreshing: '加载中...', complete: '刷新成功' },
  loginPrompt: { message: '登录后查看此页面', login: '登录' },
  notFound: {
    title: '页面不存在',
    description: '页面 {{path}} 暂未开放或不存在',
    home: '返回首页',
    back: '返回上一页',
  },
}
