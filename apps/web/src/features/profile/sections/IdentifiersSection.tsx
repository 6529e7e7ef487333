import FingerprintOutlined from '@mui/icons-material/FingerprintOutlined'
import {
  AuthorInput,
  Dictionary,
  IdentifierType,
  normalizeIdentifier,
  ObjIdentifierPatch,
  type Profile,
} from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import type { SafeParser } from '../../../shared/form/fieldErrors'
import { useLang } from '../../../shared/locale'
import { useCatalogue } from '../../catalog/catalog.queries'
import { ORCID_BASE } from '../jsonLd'
import { addAuthor, addIdentifier, deleteIdentifier, updateIdentifier } from '../profile.api'
import { ListSection } from './ListSection'
import { KindValue } from './parts'

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

/** SPEC 3: author identifiers (38:n: ORCID, ResearcherID …), each checked by its system; ORCID links out. */
export const IdentifiersSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t } = useTranslation()
  const { data } = useCatalogue(Dictionary.identitySystem, useLang())
  const system = (ref: string) => data?.elements.find((e) => e.uref === ref)
  const systemName = (ref: string) => profile.refTerms[ref] ?? system(ref)?.term ?? ref
  const author = profile.authors[0]
  // Identifiers hang on the user's author name (203:n); the first one creates it.
  const needsAuthor = !author
  const authorFields = needsAuthor
    ? ([
        {
          kind: 'text',
          name: 'firstName',
          label: t('profile.identifiers.authorFirstName'),
          required: true,
          hint: t('profile.identifiers.authorHint'),
        },
        { kind: 'text', name: 'lastName', label: t('profile.identifiers.authorLastName'), required: true },
      ] as const)
    : []
  return (
    <ListSection
      profile={profile}
      editable={editable}
      spec={{
        key: 'identifiers',
        icon: <FingerprintOutlined />,
        items: profile.authors.flatMap((a) => a.identifiers),
        itemName: (item) => `${systemName(item.cIdentifier)} ${item.value}`,
        view: (item) => (
          <KindValue
            kind={systemName(item.cIdentifier)}
            value={item.value}
            href={identifierHref(item.cIdentifier, item.value, system(item.cIdentifier)?.other?.url)}
          />
        ),
        schema: schemaFor(needsAuthor),
        draftOf: (item): Draft => ({
          cIdentifier: item?.cIdentifier ?? IdentifierType.Orcid,
          value: item?.value ?? '',
          firstName: profile.firstName ?? '',
          lastName: profile.lastName ?? '',
        }),
        fields: [
          {
            kind: 'select',
            name: 'cIdentifier',
            cls: Dictionary.identitySystem,
            only: AUTHOR_IDENTIFIER_TYPES,
            label: t('profile.identifiers.system'),
            clearable: false,
            required: true,
          },
          {
            kind: 'text',
            name: 'value',
            label: t('profile.identifiers.value'),
            required: true,
            autoFocus: true,
            hint: (draft) =>
              draft.cIdentifier === IdentifierType.Orcid ? t('profile.identifiers.orcidHint') : undefined,
          },
          ...authorFields,
        ],
        save: async (input, item) => {
          const { cIdentifier } = input
          const value = normalizeIdentifier(cIdentifier, input.value)
          if (item) return updateIdentifier(item.id, { cIdentifier, value })
          const owner =
            author ??
            (await addAuthor(profile.id, {
              firstName: input.firstName,
              lastName: input.lastName,
              middleName: profile.middleName,
            }))
          return addIdentifier({ rObject: owner.uref, cIdentifier, value })
        },
        remove: (item) => deleteIdentifier(item.id),
      }}
    />
  )
}
