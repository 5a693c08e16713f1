/**
 * SKU selection (spec §2 product detail): a product has option groups (e.g. 颜色 / 容量), each SKU one
 * value per group with its own code, price and stock. The picker disables values no in-stock SKU has
 * together with what is already chosen, and resolves a complete choice to its SKU.
 */
export type OptionGroup = { name: string; values: readonly string[] }
export type SkuOption = { code: string; options: Readonly<Record<string, string>>; stock: number }
export type SkuChoice = Readonly<Record<string, string | undefined>>

const matches = (sku: SkuOption, choice: SkuChoice, except?: string) =>
  Object.entries(choice).every(
    ([group, value]) => group === except || value === undefined || sku.options[group] === value,
  )

/** Whether `value` of `group` can still be chosen: some SKU in stock has it with the rest of the choice. */
export function isValueAvailable(
  skus: readonly SkuOption[],
  choice: SkuChoice,
  group: string,
  value: string,
): boolean {
  return skus.some((sku) => sku.stock > 0 && sku.options[group] === value && matches(sku, choice, group))
}

/** The SKU of a choice naming every group, or null (incomplete, or no such combination). */
export function resolveSku<S extends SkuOption>(
  skus: readonly S[],
  groups: readonly OptionGroup[],
  choice: SkuChoice,
): S | null {
  if (groups.some((group) => choice[group.name] === undefined)) return null
  return skus.find((sku) => groups.every((group) => sku.options[group.name] === choice[group.name])) ?? null
}
