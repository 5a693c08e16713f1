/** The club's team, level, leader, stats, earnings and member texts (H4 fills these in). */
export const clubZh = {
  club: {
    teamTitle: '我的团队',
  },
}
