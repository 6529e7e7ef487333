import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Publication } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { PageSection } from './PageSection'
import { PublicationActions } from './PublicationActions'
import { PublicationDetails } from './PublicationDetails'
import { PublicationFiles } from './PublicationFiles'
import { PublicationHeader } from './PublicationHeader'

/** Keywords as chips; `lang` marks the English ones, so they are read in English. */
const Keywords = ({ words, lang }: { words: readonly string[]; lang?: string }) => (
  <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" lang={lang}>
    {words.map((word) => (
      <Chip key={word} label={word} size="small" variant="outlined" />
    ))}
  </Stack>
)

/** Long text as the author wrote it: paragraphs and line breaks kept. */
const Prose = ({ text, lang }: { text: string; lang?: string }) => (
  <Typography lang={lang} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
    {text}
  </Typography>
)

/** A published item: its header, what can be done with it, then only the parts the author filled. */
export const PublicationView = ({ publication }: { publication: Publication }) => {
  const { t } = useTranslation()
  const { metadata, contents } = publication
  const abstract = metadata.abstract?.trim()
  const abstractEn = metadata.abstractEn?.trim()
  const keywords = metadata.keywords ?? []
  const keywordsEn = metadata.keywordsEn ?? []
  const bibliography = metadata.bibliography?.trim()
  return (
    <Paper component="article" variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <PublicationHeader publication={publication} />
        <PublicationActions publication={publication} />
        <Divider />
        {(abstract || abstractEn) && (
          <PageSection title={t('publication.sections.abstract')}>
            <Stack spacing={1.5}>
              {abstract && <Prose text={abstract} />}
              {abstractEn && <Prose text={abstractEn} lang="en" />}
            </Stack>
          </PageSection>
        )}
        {(keywords.length > 0 || keywordsEn.length > 0) && (
          <PageSection title={t('publication.sections.keywords')}>
            <Stack spacing={1}>
              {keywords.length > 0 && <Keywords words={keywords} />}
              {keywordsEn.length > 0 && <Keywords words={keywordsEn} lang="en" />}
            </Stack>
          </PageSection>
        )}
        <PublicationDetails publication={publication} />
        {contents.length > 0 && (
          <PageSection title={t('publication.sections.files')}>
            <PublicationFiles files={contents} label={t('publication.sections.files')} />
          </PageSection>
        )}
        {bibliography && (
          <PageSection title={t('publication.sections.bibliography')}>
            <Prose text={bibliography} />
          </PageSection>
        )}
      </Stack>
    </Paper>
  )
}
