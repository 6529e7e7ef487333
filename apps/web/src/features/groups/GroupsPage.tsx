import AddOutlined from '@mui/icons-material/AddOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { groupPath } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink, useNavigate, useSearchParams } from 'react-router'
import { PATHS } from '../../shared/paths'
import { SectionPage } from '../../shared/SectionPage'
import { AllGroups } from './AllGroups'
import { GroupFormDialog } from './GroupFormDialog'
import { MyGroups } from './MyGroups'

type ListTab = 'all' | 'mine'
const TABS: readonly ListTab[] = ['all', 'mine']

/** /groups: every visible group (search by name and area) and my own, and creating one. */
export const GroupsPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const tab: ListTab = params.get('tab') === 'mine' ? 'mine' : 'all'
  const [creating, setCreating] = useState(false)
  const onCreate = () => setCreating(true)
  return (
    <SectionPage
      title={t('groups.title')}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={onCreate}>
          {t('groups.create.open')}
        </Button>
      }
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} variant="fullWidth" aria-label={t('groups.tabs.label')}>
          {TABS.map((each) => (
            <Tab
              key={each}
              value={each}
              label={t(`groups.tabs.${each}`)}
              component={RoutedLink}
              to={each === 'all' ? PATHS.groups : `${PATHS.groups}?tab=${each}`}
              replace
              id={`groups-tab-${each}`}
              aria-controls={`groups-panel-${each}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`groups-panel-${tab}`} aria-labelledby={`groups-tab-${tab}`}>
        {tab === 'all' ? <AllGroups onCreate={onCreate} /> : <MyGroups onCreate={onCreate} />}
      </Box>
      <GroupFormDialog
        open={creating}
        group={null}
        onClose={() => setCreating(false)}
        onDone={(group) => {
          setCreating(false)
          navigate(groupPath(group.id))
        }}
      />
    </SectionPage>
  )
}
