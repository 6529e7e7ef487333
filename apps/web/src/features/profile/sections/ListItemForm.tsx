import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import type { ListSectionSpec } from './listSpec'
import { FieldGrid, FormActions, ProfileForm } from './parts'
import { SpecField } from './SpecField'

type Props<Item extends { id: number }, Draft extends object, Parsed> = {
  spec: ListSectionSpec<Item, Draft, Parsed>
  /** The item edited, or null for a new one. */
  item: Item | null
  terms: Readonly<Record<string, string>>
  /** Saves through the spec and reads the profile again. */
  save: (input: Parsed, item: Item | null) => Promise<unknown>
  /** Closes the form (after a save, or cancelled). */
  done: () => void
}

/** The form of one item of a list section: the spec's fields, checked by its schema, then saved. */
export const ListItemForm = <Item extends { id: number }, Draft extends object, Parsed>({
  spec,
  item,
  terms,
  save,
  done,
}: Props<Item, Draft, Parsed>) => {
  const { t } = useTranslation()
  const form = useSchemaForm({
    schema: spec.schema,
    initial: spec.draftOf(item),
    ...(spec.toInput ? { toInput: spec.toInput } : {}),
  })
  const focused = spec.fields.find((field) => field.autoFocus) ?? spec.fields[0]

  const submit = async () => {
    if (await form.submit((input) => save(input, item))) done()
  }

  return (
    <ProfileForm label={t(`profile.${spec.key}.${item ? 'edit' : 'add'}`)} onSubmit={submit}>
      <FieldGrid>
        {spec.fields.map((field) => (
          <SpecField
            key={field.name}
            field={field}
            fields={spec.fields}
            form={form}
            terms={terms}
            idPrefix={spec.key}
            autoFocus={field === focused}
          />
        ))}
      </FieldGrid>
      <FormActions onCancel={done} saving={form.saving} error={form.failure} errorCause={form.failureCause} />
    </ProfileForm>
  )
}
