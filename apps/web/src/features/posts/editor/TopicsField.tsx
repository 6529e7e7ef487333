import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, POST_LIMITS } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../../shared/locale'
import { CataloguePicker } from '../../catalog/CataloguePicker'
import { useCatalogue } from '../../catalog/catalog.queries'

type Props = { value: readonly string[]; onChange: (topics: string[]) => void; disabled?: boolean }

/** The science areas (catalogue 40) a post is filed under: optional, up to three. */
export const TopicsField = ({ value, onChange, disabled }: Props) => {
  const { t } = useTranslation()
  const lang = useLang()
  const areas = useCatalogue(value.length > 0 ? Dictionary.scienceArea : null, lang)
  // A new picker after each choice, so it starts empty for the next one.
  const [round, setRound] = useState(0)
  const termOf = (ref: string) => areas.data?.elements.find((item) => item.uref === ref)?.term ?? ref
  const full = value.length >= POST_LIMITS.topicsMax
  return (
    <Stack spacing={1}>
      {value.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={t('postEditor.topics')}>
          {value.map((ref) => (
            <Chip
              key={ref}
              label={termOf(ref)}
              disabled={disabled}
              onDelete={() => onChange(value.filter((topic) => topic !== ref))}
            />
          ))}
        </Stack>
      )}
      {full ? (
        <Typography variant="body2" color="text.secondary">
          {t('postEditor.topicsFull', { count: POST_LIMITS.topicsMax })}
        </Typography>
      ) : (
        <CataloguePicker
          key={round}
          cls={Dictionary.scienceArea}
          value={null}
          label={t('postEditor.addTopic')}
          disabled={disabled}
          helperText={t('postEditor.topicsHint', { count: POST_LIMITS.topicsMax })}
          onChange={(ref) => {
            if (ref && !value.includes(ref)) onChange([...value, ref])
            setRound((n) => n + 1)
          }}
        />
      )}
    </Stack>
  )
}
