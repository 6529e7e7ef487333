import type { ListingCategory, ListingKind, ListingStatus, Price, ReportReason } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/locale'
import { formatPrice } from './model'

/** The words of the marketplace's values in the interface language. */
export const useMarketText = () => {
  const { t, i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  return {
    kind: (kind: ListingKind) => t(`marketplace.kind.${kind}`),
    category: (category: ListingCategory) => t(`marketplace.category.${category}`),
    status: (status: ListingStatus) => t(`marketplace.status.${status}`),
    reason: (reason: ReportReason) => t(`marketplace.reason.${reason}`),
    /** The price by Intl in the reader's language, or "negotiable". */
    price: (price: Price | null) => formatPrice(price, locale) ?? t('marketplace.negotiable'),
    /** Where: the place, "remote", or both. */
    place: (location: string | null, remote: boolean) =>
      [location, remote ? t('marketplace.remote') : null].filter(Boolean).join(' · '),
  }
}
