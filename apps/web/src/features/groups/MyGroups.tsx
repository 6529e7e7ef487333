import GroupsOutlined from '@mui/icons-material/GroupsOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import type { GroupCard } from '@nauka/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shared/EmptyState'
import { RetryAlert } from '../../shared/RetryAlert'
import { useAreaTerms } from './areaTerms'
import { GroupListSkeleton } from './GroupListSkeleton'
import { GroupRow } from './GroupRow'
import { useGroupList } from './groups.queries'
import { MyGroupActions } from './MyGroupActions'
import { type MineSections, mineSections } from './model'

const SECTIONS: readonly (keyof MineSections)[] = ['invited', 'member', 'requested']

const Section = ({ kind, groups }: { kind: keyof MineSections; groups: readonly GroupCard[] }) => {
  const { t } = useTranslation()
  const headingId = useId()
  const termOf = useAreaTerms()
  if (groups.length === 0) return null
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {t(`groups.mine.${kind}`)}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {groups.map((group) => (
          <li key={group.id}>
            <GroupRow
              group={group}
              area={termOf(group.scienceArea)}
              actions={<MyGroupActions group={group} />}
            />
          </li>
        ))}
      </Box>
    </Box>
  )
}

/** "My groups": invitations to answer, the groups I am in, and my requests waiting for a moderator. */
export const MyGroups = ({ onCreate }: { onCreate: () => void }) => {
  const { t } = useTranslation()
  const list = useGroupList({ mine: true })
  const groups = list.data?.pages.flatMap((page) => page.elements) ?? []
  if (list.isPending) return <GroupListSkeleton />
  if (list.isError && groups.length === 0) {
    return (
      <RetryAlert
        error={list.error}
        onRetry={() => void list.refetch()}
        fallbackKey="groups.loadError"
        sx={{ m: 2 }}
      />
    )
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<GroupsOutlined />}
        title={t('groups.empty.mine.title')}
        hint={t('groups.empty.mine.hint')}
        action={
          <Button variant="contained" onClick={onCreate}>
            {t('groups.create.open')}
          </Button>
        }
      />
    )
  }
  const sections = mineSections(groups)
  return (
    <Box sx={{ pb: 1 }}>
      {SECTIONS.map((kind) => (
        <Section key={kind} kind={kind} groups={sections[kind]} />
      ))}
      {list.isFetchingNextPage && (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
          <CircularProgress size={24} aria-label={t('app.loading')} />
        </Box>
      )}
      {list.hasNextPage && !list.isFetchingNextPage && (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 1.5 }}>
          <Button onClick={() => void list.fetchNextPage()}>{t('common.showMore')}</Button>
        </Box>
      )}
    </Box>
  )
}
