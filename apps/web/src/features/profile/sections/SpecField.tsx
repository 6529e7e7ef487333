import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import type { SchemaForm } from '../../../shared/form/useSchemaForm'
import { CataloguePicker } from '../../catalog/CataloguePicker'
import { CatalogueSelect, DateField, Field } from './fields'
import type { FieldSpec } from './listSpec'
import { OrganizationField } from './OrganizationField'
import { Wide } from './parts'

type Props<D extends object> = {
  field: FieldSpec<D>
  fields: readonly FieldSpec<D>[]
  form: Pick<SchemaForm<D, unknown>, 'draft' | 'errors' | 'errorText' | 'patch'>
  /** The catalogue terms the profile knows (its `refTerms`), shown before any lookup. */
  terms: Readonly<Record<string, string>>
  /** Makes the ids of the catalogue pickers unique on the page. */
  idPrefix: string
  autoFocus: boolean
}

/** One field of a list section's form, drawn from its spec. */
export const SpecField = <D extends object>({
  field,
  fields,
  form,
  terms,
  idPrefix,
  autoFocus,
}: Props<D>) => {
  const { draft, errors } = form
  const { name, label, required } = field
  const value = draft[name] as unknown
  const text = typeof value === 'string' ? value : ''
  const ref = typeof value === 'string' && value !== '' ? value : null
  const hint = typeof field.hint === 'function' ? field.hint(draft) : field.hint
  const set = (next: unknown) => {
    // A choice empties the fields chosen within it (a country's city).
    const within = fields
      .filter((f) => f.kind === 'catalogue' && f.within === name)
      .map((f) => [f.name, null])
    form.patch({ [name]: next, ...Object.fromEntries(within) } as Partial<D>)
  }

  // What every text-like field takes: its name, label, messages and focus.
  const common = { name, label, errors, required, autoFocus }

  const control = (() => {
    switch (field.kind) {
      case 'text':
        return (
          <Field
            {...common}
            hint={hint}
            value={text}
            onChange={(v) => set(field.digits ? v.replace(/\D/g, '').slice(0, field.digits) : v)}
            {...(field.minRows ? { multiline: true, minRows: field.minRows } : {})}
            {...(field.digits
              ? { slotProps: { htmlInput: { inputMode: 'numeric' as const, pattern: '[0-9]*' } } }
              : {})}
          />
        )
      case 'date': {
        const off = field.offWhen !== undefined && draft[field.offWhen] === true
        return <DateField {...common} hint={hint} value={off ? '' : text} onChange={set} disabled={off} />
      }
      case 'catalogue':
        return (
          <CataloguePicker
            id={`${idPrefix}-${name}`}
            cls={field.cls}
            label={label}
            value={ref}
            valueTerm={ref ? terms[ref] : undefined}
            parentClsNum={field.within ? (draft[field.within] as string | null) : undefined}
            onChange={(picked) => set(picked)}
            required={required}
            autoFocus={autoFocus}
            error={Boolean(errors[name])}
            helperText={form.errorText(name) ?? hint}
          />
        )
      case 'select':
        return (
          <CatalogueSelect
            {...common}
            hint={hint}
            cls={field.cls}
            value={ref}
            onChange={set}
            clearable={field.clearable}
            only={field.only}
          />
        )
      case 'organization':
        return <OrganizationField {...common} value={text} onChange={set} />
      case 'checkbox':
        return (
          <FormControlLabel
            control={<Checkbox checked={value === true} onChange={(e) => set(e.target.checked)} />}
            label={label}
          />
        )
    }
  })()

  const after = field.after?.(draft)
  if (field.wide) {
    return (
      <Wide>
        {control}
        {after}
      </Wide>
    )
  }
  return after ? (
    <Box>
      {control}
      {after}
    </Box>
  ) : (
    control
  )
}
