import FingerprintOutlined from '@mui/icons-material/FingerprintOutlined'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import {
  AuthorInput,
  Dictionary,
  IdentifierType,
  normalizeIdentifier,
  type ObjIdentifier,
  ObjIdentifierPatch,
  type Profile,
} from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SafeParser } from '../../../shared/form/fieldErrors'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { useLang } from '../../../shared/locale'
import { useCatalogue } from '../../catalog/catalog.queries'
import { ORCID_BASE } from '../jsonLd'
import { addAuthor, addIdentifier, deleteIdentifier, updateIdentifier } from '../profile.api'
import { refreshProfile } from '../profile.queries'
import { CatalogueSelect, Field } from './fields'
import { ItemsSection } from './ItemsSection'
import { FieldGrid, FormActions, ProfileForm } from './parts'

/** The identifier systems that name a person (the others, ISBN, DOI …, name publications). */
export const AUTHOR_IDENTIFIER_TYPES = [
  IdentifierType.Orcid,
  IdentifierType.ResearcherId,
  IdentifierType.Spin,
  IdentifierType.AuthorMark,
] as const

type Draft = { cIdentifier: string | null; value: string; firstName: string; lastName: string }

/** The page of an identifier: the catalogue's address template (`https://orcid.org/{id}`), ORCID always. */
export const identifierHref = (cIdentifier: string, value: string, template?: unknown): string | null => {
  if (typeof template === 'string' && template.includes('{id}')) {
    return template.replace('{id}', encodeURIComponent(value))
  }
  return cIdentifier === IdentifierType.Orcid ? `${ORCID_BASE}${value}` : null
}

/** A draft that passed: its system is chosen. */
type Checked = Draft & { cIdentifier: string }

/** The identifier (contracts' check by system) and, for a first identifier, the author's name. */
const schemaFor = (needsAuthor: boolean): SafeParser<Checked> => ({
  safeParse: (data) => {
    const draft = data as Draft
    const identifier = ObjIdentifierPatch.safeParse({ cIdentifier: draft.cIdentifier, value: draft.value })
    const issues = identifier.success ? [] : [...identifier.error.issues]
    if (needsAuthor) {
      const author = AuthorInput.safeParse({ firstName: draft.firstName, lastName: draft.lastName })
      if (!author.success) issues.push(...author.error.issues)
    }
    // The contracts require the system, so a draft without one has an issue already.
    return issues.length === 0 && draft.cIdentifier
      ? { success: true, data: { ...draft, cIdentifier: draft.cIdentifier } }
      : { success: false, error: { issues } }
  },
})

type FormProps = { profile: Profile; item: ObjIdentifier | null; done: () => void }

const IdentifierForm = ({ profile, item, done }: FormProps) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const author = profile.authors[0]
  const needsAuthor = !author
  const initial: Draft = {
    cIdentifier: item?.cIdentifier ?? IdentifierType.Orcid,
    value: item?.value ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
  }
  const form = useSchemaForm({ schema: schemaFor(needsAuthor), initial })
  const { draft, set, errors } = form
  const label = item ? t('profile.identifiers.edit') : t('profile.identifiers.add')

  const save = async () => {
    const ok = await form.submit(async (input) => {
      const { cIdentifier } = input
      const value = normalizeIdentifier(cIdentifier, input.value)
      if (item) {
        await updateIdentifier(item.id, { cIdentifier, value })
      } else {
        // Identifiers hang on the user's author name (203:n); the first one creates it.
        const owner =
          author ??
          (await addAuthor(profile.id, {
            firstName: input.firstName,
            lastName: input.lastName,
            middleName: profile.middleName,
          }))
        await addIdentifier({ rObject: owner.uref, cIdentifier, value })
      }
      await refreshProfile(client, profile.id)
    })
    if (ok) done()
  }

  return (
    <ProfileForm label={label} onSubmit={save}>
      <FieldGrid>
        <CatalogueSelect
          name="cIdentifier"
          cls={Dictionary.identitySystem}
          only={AUTHOR_IDENTIFIER_TYPES}
          label={t('profile.identifiers.system')}
          value={draft.cIdentifier}
          onChange={(v) => set('cIdentifier', v)}
          errors={errors}
          clearable={false}
          required
        />
        <Field
          name="value"
          autoFocus
          label={t('profile.identifiers.value')}
          value={draft.value}
          onChange={(v) => set('value', v)}
          errors={errors}
          required
          hint={draft.cIdentifier === IdentifierType.Orcid ? t('profile.identifiers.orcidHint') : undefined}
        />
        {needsAuthor && (
          <>
            <Field
              name="firstName"
              label={t('profile.identifiers.authorFirstName')}
              value={draft.firstName}
              onChange={(v) => set('firstName', v)}
              errors={errors}
              required
              hint={t('profile.identifiers.authorHint')}
            />
            <Field
              name="lastName"
              label={t('profile.identifiers.authorLastName')}
              value={draft.lastName}
              onChange={(v) => set('lastName', v)}
              errors={errors}
              required
            />
          </>
        )}
      </FieldGrid>
      <FormActions onCancel={done} saving={form.saving} error={form.failure} />
    </ProfileForm>
  )
}

/** SPEC 3: author identifiers (38:n: ORCID, ResearcherID …), each checked by its system; ORCID links out. */
export const IdentifiersSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const { data } = useCatalogue(Dictionary.identitySystem, useLang())
  const system = (ref: string) => data?.elements.find((e) => e.uref === ref)
  const systemName = (ref: string) => profile.refTerms[ref] ?? system(ref)?.term ?? ref
  const items = profile.authors.flatMap((a) => a.identifiers)
  return (
    <ItemsSection<ObjIdentifier>
      title={t('profile.identifiers.title')}
      icon={<FingerprintOutlined />}
      items={items}
      editable={editable}
      emptyText={editable ? t('profile.identifiers.empty') : t('profile.identifiers.none')}
      addLabel={t('profile.identifiers.add')}
      itemName={(item) => `${systemName(item.cIdentifier)} ${item.value}`}
      view={(item) => {
        const href = identifierHref(item.cIdentifier, item.value, system(item.cIdentifier)?.other?.url)
        return (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Typography component="span" color="text.secondary">
              {systemName(item.cIdentifier)}:{' '}
            </Typography>
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer">
                {item.value}
              </Link>
            ) : (
              item.value
            )}
          </Typography>
        )
      }}
      form={(item, done) => <IdentifierForm profile={profile} item={item} done={done} />}
      onDelete={async (item) => {
        await deleteIdentifier(item.id)
        await refreshProfile(client, profile.id)
      }}
    />
  )
}
