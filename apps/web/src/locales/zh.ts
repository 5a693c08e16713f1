import { moneyZh } from './sections/money.zh'
import { marketZh } from './sections/market.zh'

/** Every user-visible Chinese text. Wallet and transaction texts are the spec's (§8) verbatim. */
export const zh = {
  ...moneyZh,
  ...marketZh,
  app: { name: 'Vita Club', loading: '加载中…', configError: '应用配置加载失败', retry: '重试' },
  tabs: { shop: '商城', swap: '兑换', team: '团队', market: '行情', mine: '我的' },
  notFound: {
    title: '页面不存在',
    description: '页面 {{path}} 暂未开放或不存在',
    home: '返回首页',
    back: '返回上一页',
  },
  login: {
    title: '登录',
    welcome: '欢迎来到 Vita Club',
    subtitle: '连接钱包并签名即可登录，无需密码',
    connectWallet: '连接钱包',
    login: '登录',
    connected: '已连接钱包',
    inviteCode: '邀请码',
    inviteCodePlaceholder: '请输入邀请码（注册时必填）',
    inviteNeeded: '请使用邀请码，注册登录使用',
    chooseWallet: '选择钱包',
    cancel: '取消',
    detecting: '正在检测钱包…',
    noWalletHint: '未检测到钱包，请在钱包 App 内打开本页或安装 MetaMask',
    step: {
      connecting: '正在连接钱包…',
      switching: '正在切换网络…',
      signing: '请在钱包中签名…',
      loggingIn: '正在登录…',
    },
    success: '登录成功',
    walletConnected: '钱包连接成功',
  },
  wallet: {
    noWallet: '请安装MetaMask钱包',
    notAuthorized: '请授权连接钱包',
    addressChanged: '钱包地址已变更，请重新登录',
    notConnected: '请先连接钱包',
    requestPending: '钱包连接请求正在处理中，请稍后再试',
    userRejected: '用户拒绝连接钱包',
    userCancelledTx: '用户取消了交易',
    userCancelled: '用户取消了操作',
    addChainFailed: '添加网络失败',
    switchChainFailed: '切换网络失败',
    unsupported: '钱包不支持该操作',
    connectFailed: '钱包连接失败',
    networkSwitched: '网络切换成功',
  },
  session: {
    expired: '登录已过期，请重新登录',
    expiringSoon: '登录即将过期，请重新登录',
  },
  member: {
    title: '我的',
    uuid: 'UUID',
    communityNumber: '社区编号',
    walletAddress: '钱包地址',
    inviteLink: '邀请链接',
    copy: '复制',
    copied: '复制成功',
    copyFailed: '复制失败，请手动复制',
    logout: '退出登录',
    confirm: '确定',
    settings: '设置',
    loadFailed: '获取用户信息失败',
    retry: '重试',
  },
  settings: {
    title: '设置',
    language: '语言',
    zh: '简体中文',
    en: 'English',
    version: '版本',
    saved: '语言已切换',
  },
}

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
export type Messages = Shape<typeof zh>
