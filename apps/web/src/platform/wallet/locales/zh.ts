/** The wallet's Chinese texts; the error texts are the spec's (§8) verbatim. */
export const walletZh = {
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
    connectTimeout: '钱包连接超时，请重试',
    signFailed: '签名失败，请重试',
    networkSwitched: '网络切换成功',
    chooseWallet: '选择钱包',
    cancel: '取消',
  },
}
