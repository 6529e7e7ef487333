import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Lang } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale } from './locale'
import { DOCUMENTS } from './paths'

/** The server serves the Russian text by default and the English one with `?lang=2` (SPEC 9). */
const documentHref = (path: string, english: boolean): string => (english ? `${path}?lang=${Lang.en}` : path)

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
      {(Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[]).map((key) => (
        <li key={key}>
          <Link
            href={documentHref(DOCUMENTS[key], english)}
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
