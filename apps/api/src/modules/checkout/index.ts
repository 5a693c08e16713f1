/**
 * The checkout and the marketplace orders. Other modules ask it for the card payments a member made
 * (the assets screen's chain activity).
 */
export { checkoutModule } from './module'
export {
  listMemberCardPayments,
  type ListMemberCardPaymentsParameters,
  type ListMemberCardPaymentsReturnType,
  type MemberCardPayment,
} from './listMemberCardPayments'
