import Stack from '@mui/material/Stack'
import type { Profile } from '@nauka/contracts'
import type { LinkField } from './model'
import { AddressesSection } from './sections/AddressesSection'
import { ContactsSection } from './sections/ContactsSection'
import { DegreesSection } from './sections/DegreesSection'
import { EducationSection } from './sections/EducationSection'
import { IdentifiersSection } from './sections/IdentifiersSection'
import { InterestsSection } from './sections/InterestsSection'
import { LaborSection } from './sections/LaborSection'
import { MainInfoSection } from './sections/MainInfoSection'

type Props = {
  /** As shown: pending edits laid over the server's profile. */
  profile: Profile
  stored: Profile
  links: Record<LinkField, string | null>
  editable: boolean
  infoPending?: boolean
}

/** SPEC 3: every section of a profile, in reading order; editable in place on the own profile. */
export const ProfileSections = ({ profile, stored, links, editable, infoPending }: Props) => (
  <Stack spacing={2}>
    <MainInfoSection
      profile={profile}
      stored={stored}
      links={links}
      editable={editable}
      pending={infoPending}
    />
    <AddressesSection profile={stored} editable={editable} />
    <EducationSection profile={stored} editable={editable} />
    <DegreesSection profile={stored} editable={editable} />
    <LaborSection profile={stored} editable={editable} />
    <InterestsSection profile={stored} editable={editable} />
    <IdentifiersSection profile={stored} editable={editable} />
    <ContactsSection profile={stored} editable={editable} />
  </Stack>
)
