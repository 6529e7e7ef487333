import type { ProfileImageKind } from '@nauka/contracts'
import { type ChangeEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../../shared/toasts/toaster'
import { useFailureToast } from '../../../shared/toasts/useFailureToast'
import { PENDING_KEPT_TOAST, useOwnEdits } from '../profile.queries'
import { imageFileIssue } from './cropImage'
import { ImageCropDialog } from './ImageCropDialog'

const ISSUE_KEY = { type: 'profile.image.type', tooLarge: 'profile.image.tooLarge' } as const

/**
 * Picking, cropping and saving the avatar or banner: `pick()` opens the file chooser, the crop
 * dialog follows, the crop is uploaded (or kept as pending offline). `remove()` deletes the image.
 * Render `element` once: it holds the hidden file input and the dialog.
 */
export const useImageEditor = (kind: ProfileImageKind) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const { saveImage } = useOwnEdits()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async (blob: Blob | null) => {
    setBusy(true)
    try {
      const outcome = await saveImage(kind, blob)
      // Queued behind an upload being sent: the pending notice says so, no toast is needed.
      if (outcome === 'queued') return
      enqueueSnackbar(
        outcome === 'pending'
          ? t('profile.pending.kept')
          : t(blob ? `profile.images.saved.${kind}` : `profile.images.removed.${kind}`),
        outcome === 'pending'
          ? { variant: 'info', key: PENDING_KEPT_TOAST, preventDuplicate: true }
          : { variant: 'success' },
      )
    } catch (error) {
      showFailure(error)
    } finally {
      setBusy(false)
    }
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null
    event.target.value = ''
    if (!picked) return
    const issue = imageFileIssue(picked)
    if (issue) {
      enqueueSnackbar(t(ISSUE_KEY[issue]), { variant: 'error' })
      return
    }
    setFile(picked)
  }

  const element = (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        onChange={onFile}
        data-testid={`${kind}-file`}
        aria-label={t(`profile.images.choose.${kind}`)}
      />
      <ImageCropDialog
        file={file}
        kind={kind}
        onCancel={() => setFile(null)}
        onCropped={(blob) => {
          setFile(null)
          void save(blob)
        }}
      />
    </>
  )

  return { pick: () => input.current?.click(), remove: () => void save(null), busy, element }
}
