import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { PUBLICATION_LIMITS, type Upload, UploadType } from '@nauka/contracts'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaving } from '../../../shared/form/useSaving'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { useCreateUpload } from '../territory.queries'

type Props = { open: boolean; onClose: () => void; onCreated: (upload: Upload) => void }

/** A package holds at least two items; one would be a single upload. */
const PACKAGE_MIN = 2

/** SPEC 3: a new upload, single (126:1) or a package (126:2) of several items, each a draft. */
export const NewUploadDialog = ({ open, onClose, onCreated }: Props) => {
  const { t } = useTranslation()
  const titleId = useId()
  const [kind, setKind] = useState<UploadType>(UploadType.Single)
  const [size, setSize] = useState(String(PACKAGE_MIN))
  const create = useCreateUpload()
  const saving = useSaving()
  const items = Number(size)
  const sizeValid =
    Number.isInteger(items) && items >= PACKAGE_MIN && items <= PUBLICATION_LIMITS.packageItemsMax
  const single = kind === UploadType.Single

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!single && !sizeValid) return
    await saving.run(async () => {
      const upload = await create.mutateAsync({
        cType: kind,
        items: Array.from({ length: single ? 1 : items }, () => ({})),
      })
      onCreated(upload)
    })
  }

  return (
    <Dialog
      open={open}
      onClose={saving.saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('territory.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <FormControl>
              <FormLabel id={`${titleId}-kind`}>{t('territory.create.kind')}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-kind`}
                value={kind}
                onChange={(e) => setKind(e.target.value as UploadType)}
              >
                <FormControlLabel
                  value={UploadType.Single}
                  control={<Radio />}
                  label={t('territory.create.single')}
                />
                <FormControlLabel
                  value={UploadType.Package}
                  control={<Radio />}
                  label={t('territory.create.package')}
                />
              </RadioGroup>
            </FormControl>
            {!single && (
              <TextField
                type="number"
                label={t('territory.create.items')}
                value={size}
                onChange={(e) => setSize(e.target.value)}
                error={!sizeValid}
                helperText={t('territory.create.itemsHint', {
                  min: PACKAGE_MIN,
                  max: PUBLICATION_LIMITS.packageItemsMax,
                })}
                slotProps={{ htmlInput: { min: PACKAGE_MIN, max: PUBLICATION_LIMITS.packageItemsMax } }}
              />
            )}
            {saving.error && (
              <Alert severity="error" role="alert">
                {saving.error}
                <RequestIdNote cause={saving.cause} />
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving.saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving.saving || (!single && !sizeValid)}>
            {t('territory.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
