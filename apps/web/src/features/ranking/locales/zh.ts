/** Daily ranking and invite reward texts. */
export const rankingZh = {
  ranking: {
    title: '每日排行',
    subtitle: '今日新增直推购买排行',
    day: '{{date}}（{{timeZone}}）',
    rank: '排名',
    member: '会员',
    purchases_one: '{{count}} 单',
    purchases_other: '{{count}} 单',
    me: '我的排名',
    myRank: '第 {{rank}} 名',
    notRanked: '未上榜',
    empty: '今日暂无排行',
    loadFailed: '排行加载失败',
    invite: {
      title: '邀请奖励',
      directInvites: '直推人数',
      total: '累计奖励 (USDT)',
      today: '今日奖励 (USDT)',
    },
  },
}
