/**
 * Proof of solvency (issue 34, docs/adr/008-solvency-snapshots.md, docs/solvency.md): the daily snapshot
 * of reserves against members' balances, where it is anchored on chain, and each member's own check of
 * their balance against the root read from the chain.
 */
import '../../lib/antd'
import './solvency.css'
import { registerTexts } from '../../lib/i18n'
import { solvencyEn } from './locales/en'
import { solvencyZh } from './locales/zh'

registerTexts(solvencyZh, solvencyEn)

export { LatestSolvency } from './components/LatestSolvency'
export { SolvencyEntry } from './components/SolvencyEntry'
export { SolvencyExplainer } from './components/SolvencyExplainer'
export { SolvencyHistory } from './components/SolvencyHistory'
