import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { type Contact, ContactInput, ContactType, Dictionary, type Profile } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { useLang } from '../../../shared/locale'
import { useCatalogue } from '../../catalog/catalog.queries'
import { contactOf, LINK_CONTACTS } from '../model'
import { addContact, deleteContact, updateContact } from '../profile.api'
import { refreshProfile } from '../profile.queries'
import { CatalogueSelect, Field } from './fields'
import { ItemsSection } from './ItemsSection'
import { FieldGrid, FormActions, ProfileForm } from './parts'

type Draft = { cType: string | null; value: string }

/** A contact as a link where it is one: a site or a social profile, a mail address, a phone. */
export const contactHref = (contact: Pick<Contact, 'cType' | 'value'>): string | null => {
  switch (contact.cType) {
    case ContactType.Site:
    case ContactType.SocialNetwork:
      return /^https?:\/\//i.test(contact.value) ? contact.value : null
    case ContactType.Email:
      return `mailto:${contact.value}`
    case ContactType.Phone:
      return `tel:${contact.value.replace(/[^\d+]/g, '')}`
    default:
      return null
  }
}

type FormProps = { profile: Profile; item: Contact | null; done: () => void }

const ContactForm = ({ profile, item, done }: FormProps) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const form = useSchemaForm({
    schema: ContactInput,
    initial: { cType: item?.cType ?? null, value: item?.value ?? '' } as Draft,
  })
  const { draft, set, errors } = form
  const label = item ? t('profile.contacts.edit') : t('profile.contacts.add')

  const save = async () => {
    const ok = await form.submit(async (input) => {
      if (item) await updateContact(profile.id, item.id, input)
      else await addContact(profile.id, input)
      await refreshProfile(client, profile.id)
    })
    if (ok) done()
  }

  return (
    <ProfileForm label={label} onSubmit={save}>
      <FieldGrid>
        <CatalogueSelect
          name="cType"
          autoFocus
          cls={Dictionary.contactType}
          label={t('profile.contacts.type')}
          value={draft.cType}
          onChange={(v) => set('cType', v)}
          errors={errors}
          clearable={false}
          required
        />
        <Field
          name="value"
          label={t('profile.contacts.value')}
          value={draft.value}
          onChange={(v) => set('value', v)}
          errors={errors}
          required
        />
      </FieldGrid>
      <FormActions onCancel={done} saving={form.saving} error={form.failure} />
    </ProfileForm>
  )
}

/** SPEC 3: contacts: a type (31:n: site, phone, e-mail, messenger …) and its value. */
export const ContactsSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const { data } = useCatalogue(Dictionary.contactType, useLang())
  // The first site and social profile show in the main info; the rest are listed here.
  const linked = new Set(
    Object.values(LINK_CONTACTS).map((cType) => contactOf(profile.contactData, cType)?.id),
  )
  const items = profile.contactData.filter((c) => !linked.has(c.id))
  const typeName = (cType: string) =>
    profile.refTerms[cType] ?? data?.elements.find((e) => e.uref === cType)?.term ?? cType
  return (
    <ItemsSection<Contact>
      title={t('profile.contacts.title')}
      icon={<ContactPhoneOutlined />}
      items={items}
      editable={editable}
      emptyText={editable ? t('profile.contacts.empty') : t('profile.contacts.none')}
      addLabel={t('profile.contacts.add')}
      itemName={(item) => `${typeName(item.cType)} ${item.value}`}
      view={(item) => {
        const href = contactHref(item)
        return (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Typography component="span" color="text.secondary">
              {typeName(item.cType)}:{' '}
            </Typography>
            {href ? (
              <Link
                href={href}
                target={href.startsWith('http') ? '_blank' : undefined}
                rel="noopener noreferrer nofollow"
              >
                {item.value}
              </Link>
            ) : (
              item.value
            )}
          </Typography>
        )
      }}
      form={(item, done) => <ContactForm profile={profile} item={item} done={done} />}
      onDelete={async (item) => {
        await deleteContact(profile.id, item.id)
        await refreshProfile(client, profile.id)
      }}
    />
  )
}
