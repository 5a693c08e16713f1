/** Reference model of DpinePool's curve: constant product, 25 bps fee taken from the input. */
export function expectedOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const afterFee = amountIn * 9975n
  return (afterFee * reserveOut) / (reserveIn * 10000n + afterFee)
}

/** DPINE returned for an order: 15% of the value at `price` (USDT per DPINE, 18 decimals), rounded down. */
export function expectedDpineReturned(amount: bigint, price: bigint): bigint {
  return (amount * 1500n * 10n ** 18n) / (10000n * price)
}
