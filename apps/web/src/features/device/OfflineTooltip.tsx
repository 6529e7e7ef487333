import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Tooltip } from '../../shared/Tooltip'
import { useDeviceStore } from './device.store'

/** Whether writing is possible: SPEC 1, the feed is read-only while the browser is offline. */
export const useCanWrite = (): boolean => useDeviceStore((s) => s.online)

/**
 * Explains a control disabled while offline. A disabled button fires no events, so the tooltip
 * listens on a wrapper around it.
 */
export const OfflineTooltip = ({ children }: { children: ReactElement }) => {
  const { t } = useTranslation()
  const online = useCanWrite()
  if (online) return children
  return (
    <Tooltip title={t('offline.writeDisabled')}>
      <span>{children}</span>
    </Tooltip>
  )
}
