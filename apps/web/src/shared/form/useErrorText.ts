import { useTranslation } from 'react-i18next'

/**
 * The text of a form message: the contracts give i18n keys; a rule without its own key (zod's
 * default text) reads as the generic "check this field".
 */
export const useErrorText = () => {
  const { t, i18n } = useTranslation()
  return (key: string | undefined): string | undefined =>
    key === undefined ? undefined : i18n.exists(key) ? t(key) : t('validation.invalid')
}
