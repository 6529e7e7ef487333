import Stack from '@mui/material/Stack'
import { AnswerStatus, type CallInfo, CallMedia } from '@nauka/contracts'
import { useState } from 'react'
import { CallControls } from './CallControls'
import { CallGrid } from './CallGrid'
import { CallHeader } from './CallHeader'
import { CallLayoutButtons } from './CallLayoutButtons'
import { callActions } from './callActions'
import { useCallStore } from './calls.store'
import { shownParticipants } from './model'
import { RecordingIndicator } from './RecordingIndicator'
import { useCallEngine } from './useCallLive'
import { useCallTiles } from './useCallTiles'

type Props = {
  call: CallInfo
  me: number
  phone: boolean
  speaker: string | null
  canShare: boolean
  onMinimize: () => void
  onSettings: () => void
}

/** The full call screen in the call: who and how long, recording, the tiles, the controls. */
export const CallStage = ({ call, me, phone, speaker, canShare, onMinimize, onSettings }: Props) => {
  const layout = useCallStore((s) => s.layout)
  const page = useCallStore((s) => s.page)
  const panel = useCallStore((s) => s.panel)
  const own = useCallStore((s) => s.own)
  const permits = useCallStore((s) => s.permits[me] ?? null)
  const set = useCallStore((s) => s.set)
  const engine = useCallEngine((s) => s.engine)
  const { tile, speaking, manager, mayRecord } = useCallTiles(call, me, speaker)
  const [recordBusy, setRecordBusy] = useState(false)
  const toggleRecording = async () => {
    if (recordBusy) return
    setRecordBusy(true)
    await (call.record ? callActions.stopRecording(call.dialogId) : callActions.startRecording(call.dialogId))
    setRecordBusy(false)
  }
  const waiting = call.participants.filter((p) => p.status === AnswerStatus.Lobby).length
  return (
    <>
      <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
        <CallHeader call={call} me={me} />
        <Stack direction="row" alignItems="center" spacing={1} sx={{ ml: 'auto' }}>
          {call.record && <RecordingIndicator />}
          <CallLayoutButtons />
        </Stack>
      </Stack>
      <CallGrid
        people={shownParticipants(call, me)}
        me={me}
        layout={layout}
        page={page}
        onPage={(next) => set({ page: next })}
        speaking={speaking}
        phone={phone}
        tile={tile}
      />
      <CallControls
        own={own}
        permits={permits}
        record={
          call.media === CallMedia.Sfu && mayRecord
            ? { on: call.record !== null, onToggle: () => void toggleRecording() }
            : undefined
        }
        panel={{
          open: panel,
          waiting: manager ? waiting : 0,
          onToggle: () => set({ panel: !panel }),
        }}
        canShare={canShare}
        onToggle={(key) => void engine?.toggle(key)}
        onHangUp={() => engine?.hangUp()}
        onMinimize={onMinimize}
        onSettings={onSettings}
      />
    </>
  )
}
