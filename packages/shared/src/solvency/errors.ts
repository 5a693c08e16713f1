/** Input the sum tree refuses: the caller's data is broken (a negative amount, a wrong currency list…). */
export class SumTreeInputError extends Error {
  override name = 'SumTreeInputError'
  constructor(
    readonly reason:
      | 'noCurrencies'
      | 'duplicateCurrency'
      | 'wrongAmountCount'
      | 'negativeAmount'
      | 'amountTooLarge'
      | 'totalTooLarge'
      | 'badCommitment'
      | 'badProofFile',
    readonly details: string,
  ) {
    super(`Merkle sum tree input refused (${reason}): ${details}`)
  }
}
