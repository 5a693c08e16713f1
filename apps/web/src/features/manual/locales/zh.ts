/** The user manual (spec §1, §5, §9). */
export const manualZh = {
  manual: {
    title: '用户手册',
    intro: 'Vita Club 是运行在 BNB 智能链（BSC）上的会员俱乐部。以下是产品的主要规则。',
    club: {
      title: '俱乐部订单',
      body: '每单 224 USDT，每位会员最多 4 单。下单需要已绑定推荐人，并需要足够的 USDT 和支付手续费的 BNB。每消费 224 USDT 获得一份分红份额。',
    },
    returns: {
      title: 'DPINE 返还',
      body: '每次购买返还消费金额 15% 的 DPINE 代币。',
    },
    static: {
      title: '静态分红',
      body: '消费的 15% 进入静态分红池；每天按份额加权分配分红池的 3%–5%（约 0.6%）。累计分红达到消费金额后停止。',
    },
    dynamic: {
      title: '动态激励',
      body: '等级 V1 及以上的会员可参与社区动态激励，按团队业绩与人数加权分配。',
    },
    invite: {
      title: '邀请奖励',
      body: '注册需要邀请码。每邀请一位好友购买约可获得 10 美元的邀请奖励；邀请链接和二维码在“我的”页面。',
    },
    sell: {
      title: '卖出 DPINE',
      body: '卖出需要开启卖出功能并拥有个人卖出权限；卖出资金的 10% 返回底池。',
    },
    swap: {
      title: '兑换',
      body: '兑换使用实时价格，手续费 25 个基点（0.25%），默认滑点 0，交易期限 1200 秒。',
    },
    transfer: {
      title: '站内转账',
      body: '可按 UUID 向其他会员转账 USDT 或 DPINE，转账即时到账，双方账单都会记录。',
    },
    withdraw: {
      title: '提现',
      body: '提现到 BSC 钱包地址，需填写地址和金额，不得低于最低提现金额；手续费从提现金额中扣除。提交后金额立即冻结，链上转出成功后到账，失败则退回可用余额。',
    },
  },
}
