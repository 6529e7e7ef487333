import Link from '@mui/material/Link'
import { Dictionary, IdentifierType, type Publication } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { type Fact, FactList } from '../../../shared/FactList'
import { currentLocale } from '../../../shared/locale'
import { calendarDate } from '../../../shared/time/format'
import { doiHref, filledDetails } from '../model'
import { PageSection } from './PageSection'
import { useTerm } from './useTerm'

/** Each classifier's name; an unknown reference (a catalogue entry gone) shows nothing. */
const useClassifierRows = (metadata: Publication['metadata']): Fact[] => {
  const { t } = useTranslation()
  const terms = {
    cScienceArea: useTerm(Dictionary.scienceArea, metadata.cScienceArea),
    cScienceField: useTerm(Dictionary.scienceField, metadata.cScienceField),
    cThematic: useTerm(Dictionary.publicationThematic, metadata.cThematic),
    cLang: useTerm(Dictionary.lang, metadata.cLang),
    cAuthorship: useTerm(Dictionary.authorshipType, metadata.cAuthorship),
    cAccessLevel: useTerm(Dictionary.accessLevel, metadata.cAccessLevel),
  }
  return Object.entries(terms).flatMap(([field, term]) =>
    term ? [{ key: field, label: t(`publication.fields.${field}`), value: term }] : [],
  )
}

/** An identifier's value: a DOI links to its resolver, the others read as they are. */
const IdentifierValue = ({ system, value }: { system: string; value: string }) =>
  system === IdentifierType.Doi ? (
    <Link href={doiHref(value)} target="_blank" rel="noopener">
      {value}
    </Link>
  ) : (
    value
  )

const IdentifierLabel = ({ system }: { system: string }) => {
  const { t } = useTranslation()
  return <>{useTerm(Dictionary.identitySystem, system) ?? t('publication.fields.identifier')}</>
}

/**
 * Only the filled fields of the publication's description: its classification (area, field,
 * rubric, language, co-authorship, access), identifiers, the bibliographic details and source links.
 */
export const PublicationDetails = ({ publication }: { publication: Publication }) => {
  const { t, i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  const { metadata } = publication
  const rows: Fact[] = [
    ...useClassifierRows(metadata),
    ...(metadata.identifiers ?? []).map((identifier, index) => ({
      key: `identifier-${index}`,
      label: <IdentifierLabel system={identifier.cIdentifier} />,
      value: <IdentifierValue system={identifier.cIdentifier} value={identifier.value} />,
    })),
    ...filledDetails(metadata, locale).map(({ field, value }) => ({
      key: field,
      label: t(`publication.fields.${field}`),
      value: field === 'date' ? calendarDate(value, locale) : value,
    })),
    ...(metadata.sourceLinks ?? []).map((href, index) => ({
      key: `source-${index}`,
      label: t('publication.fields.sourceLink'),
      value: (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </Link>
      ),
    })),
  ]
  if (rows.length === 0) return null
  return (
    <PageSection title={t('publication.sections.details')}>
      <FactList facts={rows} />
    </PageSection>
  )
}
