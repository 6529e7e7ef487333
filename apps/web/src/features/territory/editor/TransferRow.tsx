import { UploadProgress } from '../../../shared/upload/UploadProgress'
import { useResumableUpload } from '../../../shared/upload/useResumableUpload'
import { startUploadOf } from './startUpload'
import { TOO_LARGE, type Transfer } from './useItemFiles'

type Props = { transfer: Transfer; onDone: (fileId: string) => void; onDrop: () => void }

/** A file on its way: its percent and cancel; once failed, why, and a retry that continues it. */
const Sending = ({ transfer, onDone, onDrop }: Props) => {
  const { file, fileId, linkError } = transfer
  const upload = useResumableUpload(file, onDone, startUploadOf(file))
  const { state } = upload
  return (
    <UploadProgress
      name={file.name}
      progress={state.progress}
      error={linkError ?? (state.status === 'failed' ? state.error : null)}
      onCancel={() => {
        upload.cancel()
        onDrop()
      }}
      // The bytes are in and only joining the item failed: trying again joins it again.
      onRetry={linkError && fileId ? () => onDone(fileId) : upload.retry}
    />
  )
}

/** One file given to the item, until it joins it; a file over the limit is refused at once. */
export const TransferRow = (props: Props) => (
  <li>
    {props.transfer.tooLarge ? (
      <UploadProgress
        name={props.transfer.file.name}
        progress={0}
        error={TOO_LARGE}
        onCancel={props.onDrop}
      />
    ) : (
      <Sending {...props} />
    )}
  </li>
)
