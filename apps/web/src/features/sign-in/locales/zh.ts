/** The sign-in screen's Chinese texts. */
export const signInZh = {
  login: {
    connectWallet: '连接钱包',
    login: '登录',
    connected: '已连接钱包',
    inviteCode: '邀请码',
    inviteCodePlaceholder: '请输入邀请码（注册时必填）',
    inviteNeeded: '请使用邀请码，注册登录使用',
    detecting: '正在检测钱包…',
    noWalletHint: '未检测到钱包，请在钱包 App 内打开本页或安装 MetaMask',
    devWalletOffer: '未检测到钱包：可点击“连接钱包”使用内置的开发钱包（仅本地开发链），再领取测试币',
    step: {
      connecting: '正在连接钱包…',
      switching: '正在切换网络…',
      signing: '请在钱包中签名…',
      loggingIn: '正在登录…',
    },
    success: '登录成功',
    walletConnected: '钱包连接成功',
  },
}
