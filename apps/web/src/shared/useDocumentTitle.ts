import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** "<page> · <product>" in the tab, so screen readers and history name the page. */
export const useDocumentTitle = (title: string): void => {
  const { t } = useTranslation()
  const name = t('app.name')
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name
  }, [title, name])
}
