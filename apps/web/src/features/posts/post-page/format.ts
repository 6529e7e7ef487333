/** A moment as the reader's language writes it (date and time), or null for a value that is not a date. */
export const formatDateTime = (iso: string, locale: string): string | null => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
