import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { currentLocale } from '../../shared/locale'
import { useDocumentTitle } from '../../shared/useDocumentTitle'
import { displayTitle, publicationIdOf, refusalOf } from './model'
import { LoadFailed } from './page/LoadFailed'
import { PublicationRefusal } from './page/PublicationRefusal'
import { PublicationSkeleton } from './page/PublicationSkeleton'
import { PublicationView } from './page/PublicationView'
import { usePublication } from './publications.queries'

/**
 * /publication/:id (issue 14): a published item's public page, for whoever may read it (SPEC 6):
 * a visitor reads an open item; a refused reader is told why and what would let them in.
 */
export const PublicationPage = () => {
  const { t, i18n } = useTranslation()
  const id = publicationIdOf(useParams().id)
  const publication = usePublication(id)
  const title = publication.data ? displayTitle(publication.data, currentLocale(i18n.language)) : ''
  useDocumentTitle(title || t('publication.title'))

  if (id === null) return <PublicationRefusal refusal="notFound" />
  if (publication.isPending) return <PublicationSkeleton />
  if (publication.isError) {
    const refusal = refusalOf(publication.error)
    if (refusal === 'failed')
      return <LoadFailed error={publication.error} onRetry={() => void publication.refetch()} />
    return <PublicationRefusal refusal={refusal} />
  }
  return <PublicationView publication={publication.data} />
}
