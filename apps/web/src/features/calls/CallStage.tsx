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
  const store = useCallStore()
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
        layout={store.layout}
        page={store.page}
        onPage={(page) => store.set({ page })}
        speaking={speaking}
        phone={phone}
        tile={tile}
      />
      <CallControls
        own={store.own}
        permits={store.permits[me] ?? null}
        record={
          call.media === CallMedia.Sfu && mayRecord
            ? { on: call.record !== null, onToggle: () => void toggleRecording() }
            : undefined
        }
        panel={{
          open: store.panel,
          waiting: manager ? waiting : 0,
          onToggle: () => store.set({ panel: !store.panel }),
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
