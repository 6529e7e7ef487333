import PlaceOutlined from '@mui/icons-material/PlaceOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import {
  type Address,
  AddressInput,
  AddressType,
  Dictionary,
  formatRef,
  type Profile,
} from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Issue, SafeParser } from '../../../shared/form/fieldErrors'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { CataloguePicker } from '../../catalog/CataloguePicker'
import { addAddress, deleteAddress, updateAddress } from '../profile.api'
import { refreshProfile } from '../profile.queries'
import { Field } from './fields'
import { FactList, FieldGrid, FormActions, ProfileForm, SectionEmpty, Wide } from './parts'
import { SectionCard, useEditFocus } from './SectionCard'

const TYPES = [
  { cType: AddressType.Birth, key: 'birth' },
  { cType: AddressType.Living, key: 'living' },
] as const

type Place = { cCountry: string | null; cCity: string | null; city: string }
type Draft = Record<(typeof TYPES)[number]['key'], Place>

const placeOf = (address: Address | undefined): Place => ({
  cCountry: address?.cCountry ?? null,
  cCity: address?.cCity ?? null,
  city: address?.city ?? '',
})

const isEmpty = (place: Place) => !place.cCountry && !place.cCity && !place.city.trim()

/** "City, Country" of an address, from the profile's catalogue names. */
export const addressText = (address: Address, terms: Record<string, string>): string =>
  [
    address.cCity ? terms[address.cCity] : null,
    address.city,
    address.cCountry ? terms[address.cCountry] : null,
  ]
    .filter(Boolean)
    .join(', ')

/** Each place filled in must be a valid address (contracts' AddressInput); an empty one is removed. */
const schemaFor = (rObject: string): SafeParser<Draft> => ({
  safeParse: (data) => {
    const draft = data as Draft
    const issues: Issue[] = TYPES.flatMap(({ cType, key }) => {
      const place = draft[key]
      if (isEmpty(place)) return []
      const result = AddressInput.safeParse({ cType, rObject, ...place, city: place.city.trim() || null })
      return result.success
        ? []
        : result.error.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }))
    })
    return issues.length === 0 ? { success: true, data: draft } : { success: false, error: { issues } }
  },
})

type Props = { profile: Profile; editable: boolean }

/** SPEC 3: the birth and living addresses: a country, a city of it or a place typed freely. */
export const AddressesSection = ({ profile, editable }: Props) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [editing, setEditing] = useState(false)
  const headingRef = useEditFocus(editing)
  const form = useSchemaForm({
    schema: schemaFor(formatRef(Dictionary.user, profile.id)),
    initial: { birth: placeOf(undefined), living: placeOf(undefined) } as Draft,
  })
  const { draft, errors, errorText } = form
  const title = t('profile.addresses.title')
  const stored = (cType: string) => profile.addresses.find((a) => a.cType === cType)

  const edit = () => {
    form.reset({ birth: placeOf(stored(AddressType.Birth)), living: placeOf(stored(AddressType.Living)) })
    setEditing(true)
  }

  const submit = async () => {
    const ok = await form.submit(async (draft) => {
      for (const { cType, key } of TYPES) {
        const place = draft[key]
        const existing = stored(cType)
        const fields = { cCountry: place.cCountry, cCity: place.cCity, city: place.city.trim() || null }
        if (isEmpty(place)) {
          if (existing) await deleteAddress(existing.id)
        } else if (existing) {
          await updateAddress(existing.id, fields)
        } else {
          await addAddress({ cType, rObject: formatRef(Dictionary.user, profile.id), ...fields })
        }
      }
      await refreshProfile(client, profile.id)
    })
    if (ok) setEditing(false)
  }

  if (!editing) {
    const facts = TYPES.map(({ cType, key }) => {
      const address = stored(cType)
      const text =
        (key === 'birth' ? profile.placeOfBirth : profile.placeOfResidence) ??
        (address ? addressText(address, profile.refTerms) : null)
      return { label: t(`profile.addresses.${key}`), value: text || null }
    })
    const empty = facts.every((f) => !f.value)
    if (empty && !editable) return null
    return (
      <SectionCard
        headingRef={headingRef}
        title={title}
        icon={<PlaceOutlined />}
        onEdit={editable && !empty ? edit : undefined}
      >
        {empty ? (
          <SectionEmpty
            text={t('profile.addresses.empty')}
            action={
              <Button onClick={edit} size="small">
                {t('profile.addresses.add')}
              </Button>
            }
          />
        ) : (
          <FactList facts={facts} />
        )}
      </SectionCard>
    )
  }

  const setPlace = (key: keyof Draft, change: Partial<Place>) =>
    form.patch({ [key]: { ...draft[key], ...change } })

  return (
    <SectionCard headingRef={headingRef} title={title} icon={<PlaceOutlined />}>
      <ProfileForm label={title} onSubmit={submit}>
        {TYPES.map(({ key }) => (
          <Box component="fieldset" key={key} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t(`profile.addresses.${key}`)}
            </Typography>
            <FieldGrid>
              <CataloguePicker
                id={`${key}-country`}
                autoFocus={key === 'birth'}
                cls={Dictionary.countries}
                label={t('profile.addresses.country')}
                value={draft[key].cCountry}
                onChange={(ref) => setPlace(key, { cCountry: ref, cCity: null })}
                error={Boolean(errors[`${key}.cCountry`])}
                helperText={errorText(`${key}.cCountry`)}
              />
              <CataloguePicker
                id={`${key}-city`}
                cls={Dictionary.cities}
                label={t('profile.addresses.city')}
                parentClsNum={draft[key].cCountry}
                value={draft[key].cCity}
                onChange={(ref) => setPlace(key, { cCity: ref })}
                error={Boolean(errors[`${key}.cCity`])}
                helperText={
                  errors[`${key}.cCity`]
                    ? errorText(`${key}.cCity`)
                    : draft[key].cCountry
                      ? undefined
                      : t('profile.addresses.cityHint')
                }
              />
              <Wide>
                <Field
                  name={`${key}.city`}
                  label={t('profile.addresses.place')}
                  value={draft[key].city}
                  onChange={(v) => setPlace(key, { city: v })}
                  errors={errors}
                  hint={t('profile.addresses.placeHint')}
                />
              </Wide>
            </FieldGrid>
          </Box>
        ))}
        <FormActions
          onCancel={() => setEditing(false)}
          saving={form.saving}
          error={form.failure}
          errorCause={form.failureCause}
        />
      </ProfileForm>
    </SectionCard>
  )
}
