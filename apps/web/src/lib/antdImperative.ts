/**
 * antd-mobile's imperatively opened Dialog and ImageViewer, with the React 19 render hook they need
 * set first (./antdRender). Feature modules import them from here: their own modules carry no
 * import-for-effect (app/featureEffects.test.ts), and this module keeps the hook with them.
 */
import './antdRender'

export { Dialog, ImageViewer } from 'antd-mobile'
