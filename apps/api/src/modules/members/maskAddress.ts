/** A wallet address as one member is shown another's: enough to recognise (0x1234…abcd), not to expose. */
export const maskAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
