/** Nodes (club-rules §7): the tier table, qualification, applying / upgrading / closing, a node's page and members. */
import '../../lib/antd'
import './nodes.css'
import { registerTexts } from '../../lib/i18n'
import { nodesEn } from './locales/en'
import { nodesZh } from './locales/zh'

registerTexts(nodesZh, nodesEn)

export { nodeKeys } from './api/nodeKeys'
export { MyNodeEntry } from './components/MyNodeEntry'
export { NodeConfigView } from './components/NodeConfigView'
export { NodeDetailView } from './components/NodeDetailView'
export { NodeMemberList } from './components/NodeMemberList'
export { NodeQualificationView } from './components/NodeQualificationView'
