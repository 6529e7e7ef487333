import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined'
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormAuthor } from '../authors'
import type { PublicationFormApi } from '../usePublicationForm'
import { TWO_COLUMNS } from './FormSection'
import { UserLinkField } from './UserLinkField'

type NameField = Exclude<keyof FormAuthor, 'key' | 'rUser' | 'userName'>

const NAME_FIELDS: readonly { name: NameField; required?: boolean; english?: boolean }[] = [
  { name: 'lastName', required: true },
  { name: 'firstName' },
  { name: 'middleName' },
  { name: 'shortForm' },
  { name: 'lastNameEn', english: true },
  { name: 'firstNameEn', english: true },
  { name: 'middleNameEn', english: true },
  { name: 'shortFormEn', english: true },
]

type Props = {
  form: PublicationFormApi
  author: FormAuthor
  index: number
  count: number
  onChange: (change: Partial<Omit<FormAuthor, 'key'>>) => void
  onMove: (to: number) => void
  onRemove: () => void
}

/** One author: names (short forms made from them, editable), English names, link to a user, order. */
export const AuthorCard = ({ form, author, index, count, onChange, onMove, onRemove }: Props) => {
  const { t } = useTranslation()
  const headingId = useId()
  const label = t('territory.authors.number', { number: index + 1 })
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', p: 2, borderRadius: 2 }}
    >
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {label}
        </Typography>
        <IconButton
          onClick={() => onMove(index - 1)}
          disabled={form.busy || index === 0}
          aria-label={t('territory.authors.moveUp', { author: label })}
        >
          <ArrowUpwardOutlined />
        </IconButton>
        <IconButton
          onClick={() => onMove(index + 1)}
          disabled={form.busy || index === count - 1}
          aria-label={t('territory.authors.moveDown', { author: label })}
        >
          <ArrowDownwardOutlined />
        </IconButton>
        <IconButton
          onClick={onRemove}
          disabled={form.busy}
          aria-label={t('territory.authors.remove', { author: label })}
        >
          <DeleteOutline />
        </IconButton>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: TWO_COLUMNS,
        }}
      >
        {NAME_FIELDS.map(({ name, required, english }) => {
          const path = `authors.${index}.${name}`
          const message = form.errorOf(path)
          return (
            <TextField
              key={name}
              id={`author-${author.key}-${name}`}
              label={t(`territory.authors.fields.${name}`)}
              slotProps={{
                htmlInput: { 'aria-label': `${t(`territory.authors.fields.${name}`)}, ${label}` },
              }}
              value={author[name]}
              onChange={(event) => onChange({ [name]: event.target.value })}
              required={required}
              lang={english ? 'en' : undefined}
              error={message !== undefined}
              helperText={
                message ?? (name.startsWith('shortForm') ? t('territory.authors.shortFormHint') : undefined)
              }
              disabled={form.busy}
              size="small"
              fullWidth
            />
          )
        })}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <UserLinkField
            value={author.rUser}
            knownName={author.userName}
            label={label}
            disabled={form.busy}
            onChange={(rUser, userName) => onChange({ rUser, userName })}
          />
        </Box>
      </Box>
    </Paper>
  )
}
