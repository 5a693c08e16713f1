/** The membership club (club-rules.md): team, levels, orders, dividends, invite rewards, members, shopping cards. */
import '../../lib/antd'
import './club.css'
import { registerTexts } from '../../lib/i18n'
import { clubEn } from './locales/en'
import { clubMoneyEn } from './locales/money.en'
import { clubMoneyZh } from './locales/money.zh'
import { clubZh } from './locales/zh'

registerTexts(clubZh, clubEn)
registerTexts(clubMoneyZh, clubMoneyEn)
