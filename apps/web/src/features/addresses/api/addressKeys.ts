/** Query keys of the delivery addresses (under 'addresses'). */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
}

export const ADDRESSES_PATH = '/addresses'

/** `/addresses/:id…` with the id encoded. */
export const addressPath = (id: string, rest = '') => `${ADDRESSES_PATH}/${encodeURIComponent(id)}${rest}`

/** The contract module, loaded with the first answer (zod stays out of the screen's chunk). */
export const addressSchemas = () => import('@vita/shared/schemas/addresses')
