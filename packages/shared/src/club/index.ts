/**
 * The club's rules as pure functions over bigint base units (shared/spec/club-rules.md): the
 * reference model for the API's set-based settlement and the numbers the rules dialog shows.
 * Invariants (settleDay.property.test.ts): a day pays at most its daily amounts, no order passes
 * its caps, pools + paid = before, and a settled day re-settled changes nothing.
 */
export * from './rules'
export * from './validateClubRules'
export * from './orderStatus'
export * from './levels'
export * from './staticDividends'
export * from './dynamicDividends'
export * from './inviteReward'
export * from './snapshot'
export * from './teamFigures'
export * from './settleDay'
export * from './rulesView'
export * from './nodes'
export * from './cardSecret'
