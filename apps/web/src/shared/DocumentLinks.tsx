import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Lang } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { api } from '../api/api'
import { currentLocale } from './locale'

/** SPEC 2: the registration documents, served as PDF files under the base address. */
const DOCUMENTS = Object.keys(api.legal) as (keyof typeof api.legal)[]

/** The server serves the Russian text by default and the English one with `?lang=2` (SPEC 9). */
const documentHref = (document: keyof typeof api.legal, english: boolean): string =>
  api.legal[document].url(english ? { query: { lang: Lang.en } } : {})

type Props = {
  /** 'footer': a quiet row of links; 'list': one per line, marked as PDF, for reading before accepting. */
  variant?: 'footer' | 'list'
}

/** The user agreement, personal data policy and content rules (SPEC 2), opened as PDF files. */
export const DocumentLinks = ({ variant = 'footer' }: Props) => {
  const { t, i18n } = useTranslation()
  const english = currentLocale(i18n.language) === 'en'
  const list = variant === 'list'
  return (
    <Stack
      component="ul"
      direction={list ? 'column' : 'row'}
      flexWrap="wrap"
      columnGap={2.5}
      rowGap={list ? 1 : 0.75}
      justifyContent={list ? 'flex-start' : 'center'}
      sx={{ listStyle: 'none', m: 0, p: 0, fontSize: list ? 15 : 14 }}
    >
      {DOCUMENTS.map((key) => (
        <li key={key}>
          <Link
            href={documentHref(key, english)}
            target="_blank"
            rel="noopener"
            color={list ? 'primary' : 'text.secondary'}
            underline={list ? 'always' : 'hover'}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
          >
            {list && <PictureAsPdfOutlined fontSize="small" aria-hidden />}
            {t(`documents.${key}`)}
          </Link>
        </li>
      ))}
    </Stack>
  )
}
