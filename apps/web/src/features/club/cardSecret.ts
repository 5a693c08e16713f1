/**
 * A shopping card's secret on /vita-club/cards: hidden until "show", "hide" again, "copy" while shown
 * (issue 33 item 11: copy puts the number and the secret on the clipboard together).
 */

export type CardSecretState = { kind: 'hidden' } | { kind: 'loading' } | { kind: 'shown'; secret: string }

export type CardSecretAction =
  { type: 'show' } | { type: 'loaded'; secret: string } | { type: 'failed' } | { type: 'hide' }

export const hiddenSecret: CardSecretState = { kind: 'hidden' }

export function cardSecretReducer(state: CardSecretState, action: CardSecretAction): CardSecretState {
  switch (action.type) {
    case 'show':
      return state.kind === 'hidden' ? { kind: 'loading' } : state
    case 'loaded':
      // A "hide" pressed while the secret was on its way wins: the answer is dropped.
      return state.kind === 'loading' ? { kind: 'shown', secret: action.secret } : state
    case 'failed':
    case 'hide':
      return hiddenSecret
  }
}

/** What the secret line shows: the secret, or the mask. */
export function secretText(state: CardSecretState, mask: string): string {
  return state.kind === 'shown' ? state.secret : mask
}

export type CopyOutcome = 'copied' | 'copyFailed'

/**
 * Copies the card's number with its shown secret, in the words `format` gives them ("卡号 … 卡密 …");
 * null when no secret is shown.
 */
export async function copyCard(
  state: CardSecretState,
  number: string,
  format: (card: { number: string; secret: string }) => string,
  copy: (text: string) => Promise<boolean>,
): Promise<CopyOutcome | null> {
  if (state.kind !== 'shown') return null
  return (await copy(format({ number, secret: state.secret }))) ? 'copied' : 'copyFailed'
}
