import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined'
import { type Contact, ContactInput, ContactType, Dictionary, type Profile } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../../shared/locale'
import { useCatalogue } from '../../catalog/catalog.queries'
import { contactOf, LINK_CONTACTS } from '../model'
import { addContact, deleteContact, updateContact } from '../profile.api'
import { ListSection } from './ListSection'
import { KindValue } from './parts'

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

/** SPEC 3: contacts: a type (31:n: site, phone, e-mail, messenger …) and its value. */
export const ContactsSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t } = useTranslation()
  const { data } = useCatalogue(Dictionary.contactType, useLang())
  // The first site and social profile show in the main info; the rest are listed here.
  const linked = new Set(
    Object.values(LINK_CONTACTS).map((cType) => contactOf(profile.contactData, cType)?.id),
  )
  const typeName = (cType: string) =>
    profile.refTerms[cType] ?? data?.elements.find((e) => e.uref === cType)?.term ?? cType
  return (
    <ListSection
      profile={profile}
      editable={editable}
      spec={{
        key: 'contacts',
        icon: <ContactPhoneOutlined />,
        items: profile.contactData.filter((c) => !linked.has(c.id)),
        itemName: (item) => `${typeName(item.cType)} ${item.value}`,
        view: (item) => (
          <KindValue kind={typeName(item.cType)} value={item.value} href={contactHref(item)} nofollow />
        ),
        schema: ContactInput,
        draftOf: (item): Draft => ({ cType: item?.cType ?? null, value: item?.value ?? '' }),
        fields: [
          {
            kind: 'select',
            name: 'cType',
            cls: Dictionary.contactType,
            label: t('profile.contacts.type'),
            clearable: false,
            required: true,
          },
          { kind: 'text', name: 'value', label: t('profile.contacts.value'), required: true },
        ],
        save: (input, item) =>
          item ? updateContact(profile.id, item.id, input) : addContact(profile.id, input),
        remove: (item) => deleteContact(profile.id, item.id),
      }}
    />
  )
}
