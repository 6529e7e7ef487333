import AddOutlined from '@mui/icons-material/AddOutlined'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { PUBLICATION_LIMITS } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useFieldLabel } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'

/** SPEC 3: links to where the work is found (http or https), one per line of the list. */
export const SourceLinksField = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  const label = useFieldLabel()
  const links = form.draft.sourceLinks
  const change = (index: number, value: string) =>
    form.set(
      'sourceLinks',
      links.map((link, i) => (i === index ? value : link)),
    )
  return (
    <Stack spacing={1.5} role="group" aria-labelledby="publication-sourceLinks-label">
      <Typography id="publication-sourceLinks-label" variant="subtitle2" component="p">
        {label('sourceLinks')}
      </Typography>
      {links.map((link, index) => {
        const message = form.errorOf(`sourceLinks.${index}`)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a link is its position in the list
          <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
            <TextField
              type="url"
              label={t('territory.form.sourceLink', { number: index + 1 })}
              value={link}
              onChange={(event) => change(index, event.target.value)}
              error={message !== undefined}
              helperText={message}
              disabled={form.busy}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />
            <IconButton
              onClick={() =>
                form.set(
                  'sourceLinks',
                  links.filter((_, i) => i !== index),
                )
              }
              disabled={form.busy}
              aria-label={t('territory.form.removeSourceLink', { number: index + 1 })}
              sx={{ mt: 1 }}
            >
              <CloseOutlined />
            </IconButton>
          </Stack>
        )
      })}
      <div>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => form.set('sourceLinks', [...links, ''])}
          disabled={form.busy || links.length >= PUBLICATION_LIMITS.sourceLinksMax}
        >
          {t('territory.form.addSourceLink')}
        </Button>
      </div>
    </Stack>
  )
}
