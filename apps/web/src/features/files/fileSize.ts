import { BYTES_PER_MB } from '@nauka/contracts'

const KB = 1024

/** A file size as people read it, in the interface language: "820 KB", "12.4 MB" ("12,4 МБ"). */
export const formatFileSize = (bytes: number, locale: string): string => {
  const [value, unit] =
    bytes >= BYTES_PER_MB
      ? [bytes / BYTES_PER_MB, 'megabyte']
      : bytes >= KB
        ? [bytes / KB, 'kilobyte']
        : [bytes, 'byte']
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value >= 100 || unit === 'byte' ? 0 : 1,
  }).format(value)
}
