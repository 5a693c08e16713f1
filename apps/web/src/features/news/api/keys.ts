/** Query keys of the news feature; the language is part of the key (the API answers in it). */
export const newsKeys = {
  all: ['news'] as const,
  list: (locale: string) => [...newsKeys.all, 'list', locale] as const,
  detail: (id: string, locale: string) => [...newsKeys.all, 'detail', id, locale] as const,
}
