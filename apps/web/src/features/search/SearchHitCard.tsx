import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, refId, SearchFieldName, type SearchHit } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/api'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { currentLocale } from '../../shared/locale'
import { RouterLink } from '../../shared/RouterLink'
import { termOf, useCatalogueItems } from './catalogueTerms'
import { dateText, fieldText } from './fields'
import { Snippet } from './Snippet'

/** The name of a result for its links: its title runs joined, or its data when it has none. */
const plainTitle = (hit: SearchHit): string =>
  hit.title.map((run) => run.text).join('') || hit.data.slice(0, 80)

const Meta = ({ parts }: { parts: readonly (string | null)[] }) => {
  const shown = parts.filter((part): part is string => part !== null)
  if (shown.length === 0) return null
  return (
    <Typography variant="body2" color="text.secondary">
      {shown.join(' · ')}
    </Typography>
  )
}

/** The publication's file, when it has one (`ref`), read through the route table. */
const FileLink = ({ hit }: { hit: SearchHit }) => {
  const { t } = useTranslation()
  if (!fieldText(hit, SearchFieldName.ref)) return null
  // The name read out starts with the words shown (voice control says what it sees).
  const name = fieldText(hit, SearchFieldName.fileName) ?? t('search.results.file')
  const isPdf = fieldText(hit, SearchFieldName.mimeType)?.includes('pdf') ?? false
  return (
    <Link
      href={api.publications.content.url({ params: { id: hit.id } })}
      download
      aria-label={t('search.results.fileOf', { name, title: plainTitle(hit) })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      {isPdf ? <PictureAsPdfOutlined fontSize="small" /> : <DescriptionOutlined fontSize="small" />}
      {name}
    </Link>
  )
}

/** One result: its title linked to its page, what it is, the snippet with the matched words marked. */
export const SearchHitCard = ({ hit }: { hit: SearchHit }) => {
  const { i18n } = useTranslation()
  const types = useCatalogueItems(Dictionary.publicationType)
  const rubric = refId(fieldText(hit, SearchFieldName.rubric), Dictionary.publicationType)
  const title = (
    <RouterLink to={hit.link} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      <Snippet runs={hit.title.length > 0 ? hit.title : [{ text: plainTitle(hit), hit: false }]} />
    </RouterLink>
  )
  const snippet = hit.snippet.length > 0 && (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      <Snippet runs={hit.snippet} />
    </Typography>
  )
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {hit.kind === 'person' && <UserAvatar seed={hit.id} name={plainTitle(hit)} src={hit.image} />}
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Box>{title}</Box>
        {hit.kind === 'person' ? (
          <Meta parts={[fieldText(hit, SearchFieldName.place), fieldText(hit, SearchFieldName.keywords)]} />
        ) : (
          <Meta
            parts={[
              fieldText(hit, SearchFieldName.author),
              dateText(fieldText(hit, SearchFieldName.date), currentLocale(i18n.language)),
              rubric === null ? null : termOf(types, rubric),
            ]}
          />
        )}
        {snippet}
        {hit.kind === 'publication' && <FileLink hit={hit} />}
      </Stack>
    </Stack>
  )
}
