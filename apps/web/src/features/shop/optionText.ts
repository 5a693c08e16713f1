import type { OptionLabel } from '@vita/shared/schemas/shop'
import type { Locale } from '@vita/shared'

/** A SKU's chosen options as one line in the UI's language: "Black / 128G". */
export function optionText(labels: readonly OptionLabel[], locale: Locale): string {
  return labels.map((label) => label.value[locale]).join(' / ')
}
