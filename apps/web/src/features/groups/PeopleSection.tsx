import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { GroupMember, GroupMemberStatus } from '@nauka/contracts'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { nameOf } from '../../shared/names'
import { RetryAlert } from '../../shared/RetryAlert'
import { useGroupMembers } from './groups.queries'
import { MemberRow } from './MemberRow'

type Props = {
  groupId: number
  /** Who is listed: the requests to join, or the invitations not yet answered. */
  status: GroupMemberStatus
  /** The section's heading for so many people. */
  title: (count: number) => string
  /** The buttons on one person's row; `name` is how the page names them. */
  actions: (member: GroupMember, name: string) => ReactNode
}

/**
 * For moderators: a headed list of the people of one status, each row with its actions, a page at
 * a time; nothing shows when there are none.
 */
export const PeopleSection = ({ groupId, status, title, actions }: Props) => {
  const { t } = useTranslation()
  const headingId = useId()
  const list = useGroupMembers(groupId, status)
  const people = list.data?.pages.flatMap((page) => page.elements) ?? []
  if (list.isError) return <RetryAlert error={list.error} onRetry={() => void list.refetch()} sx={{ m: 2 }} />
  if (people.length === 0) return null
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {title(list.data?.pages[0]?.count ?? people.length)}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {people.map((member) => (
          <li key={member.userId}>
            <MemberRow
              member={member}
              actions={actions(member, nameOf(member.user, t('groups.members.noName')))}
            />
          </li>
        ))}
      </Box>
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ m: 1 }}>
          {t('common.showMore')}
        </Button>
      )}
    </Box>
  )
}
