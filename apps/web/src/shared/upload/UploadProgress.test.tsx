import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp, t } from '../../test/renderApp'
import { UploadProgress } from './UploadProgress'

const name = 'Статья 2026.pdf'

const draw = (props: Partial<Parameters<typeof UploadProgress>[0]> = {}) => {
  const on = { onCancel: vi.fn(), onRetry: vi.fn() }
  const view = renderInApp(<UploadProgress name={name} progress={0.42} {...on} {...props} />)
  return { ...on, ...view }
}

/** axe's rules but colour contrast, which jsdom cannot compute (the browser tests check it). */
const violations = async (container: HTMLElement) =>
  (
    await axe.run(container, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } })
  ).violations.map((v) => v.id)

describe('UploadProgress', () => {
  it('shows the name and the percent sent on a determinate bar', async () => {
    const { container } = draw()
    expect(screen.getByText(name)).toBeTruthy()
    expect(screen.getByText(t('files.uploading', { percent: 42 }))).toBeTruthy()
    const bar = screen.getByRole('progressbar', { name: t('files.progress', { name }) })
    expect(bar.getAttribute('aria-valuenow')).toBe('42')
    expect(await violations(container)).toEqual([])
  })

  it('cancels with its button, named after the file', async () => {
    const { onCancel } = draw()
    await userEvent.click(screen.getByRole('button', { name: t('files.cancel', { name }) }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: t('files.retry', { name }) })).toBeNull()
  })

  it("names the request's id of an upload the server failed, with its copy button (issue 19)", async () => {
    const { container } = draw({ error: { key: 'errors.5000', requestId: 'up-77' } })
    expect(screen.getByText('up-77')).toBeTruthy()
    expect(screen.getByRole('button', { name: t('errors.requestId.copy') })).toBeTruthy()
    expect(await violations(container)).toEqual([])
  })

  it('says why it failed and offers to try again, keeping the bar where it stopped', async () => {
    const { onRetry, onCancel, container } = draw({ error: { key: 'errors.network' } })
    expect(screen.getByRole('alert').textContent).toBe(t('errors.network'))
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42')
    await userEvent.click(screen.getByRole('button', { name: t('files.retry', { name }) }))
    expect(onRetry).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: t('files.remove', { name }) }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(await violations(container)).toEqual([])
  })

  it('keeps the percent within 0 and 100', () => {
    draw({ progress: 1.7 })
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
  })
})
