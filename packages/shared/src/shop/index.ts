/** The marketplace's shared rules: vocabulary, the order state machine, prices. */
export * from './catalogue'
export * from './orderStatus'
export * from './pricing'
export * from './sku'
