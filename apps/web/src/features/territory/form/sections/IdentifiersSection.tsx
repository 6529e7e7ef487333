import AddOutlined from '@mui/icons-material/AddOutlined'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Dictionary, IdentifierType, PUBLICATION_LIMITS } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { CatalogueSelect } from '../../../profile/sections/fields'
import { type FormIdentifier, rowKey } from '../draft'
import type { PublicationFormApi } from '../usePublicationForm'
import { FormSection, Wide } from './FormSection'

/** The identifier systems (38:n) that name a work; ORCID and the others name a person. */
export const WORK_IDENTIFIER_TYPES = [
  IdentifierType.Doi,
  IdentifierType.Isbn,
  IdentifierType.Issn,
  IdentifierType.Udk,
  IdentifierType.Bbk,
] as const

/** SPEC 3: the work's identifiers; each value is checked by its system's rule as it is typed. */
export const IdentifiersSection = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  const rows = form.draft.identifiers
  const change = (key: string, patch: Partial<FormIdentifier>) =>
    form.set(
      'identifiers',
      rows.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    )
  return (
    <FormSection title={t('territory.form.sections.identifiers')}>
      <Wide>
        <Stack spacing={2}>
          {rows.length === 0 && (
            <Typography color="text.secondary">{t('territory.form.noIdentifiers')}</Typography>
          )}
          {rows.map((row, index) => (
            <Stack
              key={row.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              alignItems={{ sm: 'flex-start' }}
            >
              <CatalogueSelect
                id={`identifier-${row.key}-system`}
                name={`identifiers.${index}.cIdentifier`}
                cls={Dictionary.identitySystem}
                only={WORK_IDENTIFIER_TYPES}
                clearable={false}
                label={t('territory.form.identifierSystem', { number: index + 1 })}
                value={row.cIdentifier}
                onChange={(ref) => ref && change(row.key, { cIdentifier: ref })}
                errors={form.errors}
                disabled={form.busy}
                sx={{ width: { sm: 240 }, flexShrink: 0 }}
              />
              <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ flex: 1 }}>
                <TextField
                  id={`identifier-${row.key}-value`}
                  label={t('territory.form.identifierValue', { number: index + 1 })}
                  value={row.value}
                  onChange={(event) => change(row.key, { value: event.target.value })}
                  error={form.errors[`identifiers.${index}.value`] !== undefined}
                  helperText={form.errorOf(`identifiers.${index}.value`)}
                  disabled={form.busy}
                  required
                  fullWidth
                />
                <IconButton
                  onClick={() =>
                    form.set(
                      'identifiers',
                      rows.filter((r) => r.key !== row.key),
                    )
                  }
                  disabled={form.busy}
                  aria-label={t('territory.form.removeIdentifier', { number: index + 1 })}
                  sx={{ mt: 1 }}
                >
                  <CloseOutlined />
                </IconButton>
              </Stack>
            </Stack>
          ))}
          <div>
            <Button
              startIcon={<AddOutlined />}
              disabled={form.busy || rows.length >= PUBLICATION_LIMITS.identifiersMax}
              onClick={() =>
                form.set('identifiers', [
                  ...rows,
                  { key: rowKey(), cIdentifier: IdentifierType.Doi, value: '' },
                ])
              }
            >
              {t('territory.form.addIdentifier')}
            </Button>
          </div>
        </Stack>
      </Wide>
    </FormSection>
  )
}
