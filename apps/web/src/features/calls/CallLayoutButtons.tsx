import GridView from '@mui/icons-material/GridView'
import RecentActors from '@mui/icons-material/RecentActors'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { Tooltip } from '../../shared/Tooltip'
import { IN_PLACE } from './CallControls'
import { type CallLayout, useCallStore } from './calls.store'

/** Issue 17: the grid of tiles or the speaker view, as two pressed-or-not buttons. */
export const CallLayoutButtons = () => {
  const { t } = useTranslation()
  const layout = useCallStore((s) => s.layout)
  const choices: { value: CallLayout; label: string; icon: React.ReactNode }[] = [
    { value: 'grid', label: t('calls.layout.grid'), icon: <GridView /> },
    { value: 'speaker', label: t('calls.layout.speaker'), icon: <RecentActors /> },
  ]
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      {choices.map((choice) => (
        <Tooltip key={choice.value} slotProps={IN_PLACE} title={choice.label}>
          <IconButton
            aria-label={choice.label}
            aria-pressed={layout === choice.value}
            onClick={() => useCallStore.getState().set({ layout: choice.value })}
            sx={{ bgcolor: layout === choice.value ? 'action.selected' : undefined }}
          >
            {choice.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  )
}
