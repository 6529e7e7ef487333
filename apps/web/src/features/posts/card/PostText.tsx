import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LinkifiedText } from '../../../shared/LinkifiedText'
import { isLongText, TEXT_CLAMP_LINES } from './postText.model'

type Props = { text: string; clamp?: boolean }

/** A post's text as written (line breaks kept); a long one shows its start and a "Show more". */
export const PostText = ({ text, clamp = true }: Props) => {
  const { t } = useTranslation()
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  const long = clamp && isLongText(text)
  const clamped = long && !expanded
  return (
    <Box>
      <Typography
        id={id}
        component="div"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(clamped && {
            display: '-webkit-box',
            WebkitLineClamp: TEXT_CLAMP_LINES,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }),
        }}
      >
        <LinkifiedText text={text} />
      </Typography>
      {long && (
        <Button
          size="small"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={id}
        >
          {expanded ? t('feed.post.showLess') : t('feed.post.showMore')}
        </Button>
      )}
    </Box>
  )
}
