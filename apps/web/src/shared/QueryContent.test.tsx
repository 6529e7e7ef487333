import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError'
import { initI18n } from '../app/i18n'
import { setupUser } from '../test/user'
import { type LoadingQuery, QueryContent } from './QueryContent'

initI18n()
const t = (key: string) => i18next.t(key)

const query = (change: Partial<LoadingQuery<string[]>>): LoadingQuery<string[]> => ({
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...change,
})

const show = (loaded: LoadingQuery<string[]>, labels: { loadingLabel?: string; errorKey?: string } = {}) =>
  render(
    <QueryContent query={loaded} {...labels} isEmpty={(rows) => rows.length === 0} empty={<p>Пусто</p>}>
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryContent>,
  )

describe('QueryContent', () => {
  it('names its spinner while the first load runs', () => {
    show(query({}))
    expect(screen.getByRole('progressbar', { name: t('app.loading') })).toBeTruthy()
    show(query({}), { loadingLabel: 'Загрузка записей' })
    expect(screen.getByRole('progressbar', { name: 'Загрузка записей' })).toBeTruthy()
  })

  it('says why the load failed and loads again on retry', async () => {
    const failed = query({ isError: true, error: new Error('offline') })
    show(failed, { errorKey: 'calls.records.error' })
    expect(screen.getByText(t('calls.records.error'))).toBeTruthy()
    await setupUser().click(screen.getByRole('button', { name: t('common.retry') }))
    expect(failed.refetch).toHaveBeenCalledTimes(1)
  })

  it('says what the catalogue knows of a failure (SPEC 8) rather than the general words', () => {
    const offline = new ApiError({ kind: 'network', status: 0, message: '' })
    show(query({ isError: true, error: offline }), { errorKey: 'calls.records.error' })
    expect(screen.getByText(t('errors.network'))).toBeTruthy()
    expect(screen.queryByText(t('calls.records.error'))).toBeNull()
  })

  it('shows the empty state when nothing loaded, else the content', () => {
    const { unmount } = show(query({ data: [] }))
    expect(screen.getByText('Пусто')).toBeTruthy()
    unmount()
    show(query({ data: ['первая', 'вторая'] }))
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['первая', 'вторая'])
  })

  it('keeps what loaded when a later load failed, telling it above with a retry', () => {
    show(query({ data: ['первая'], isError: true, error: new Error('offline') }))
    expect(screen.getByText('первая')).toBeTruthy()
    expect(screen.getByRole('button', { name: t('common.retry') })).toBeTruthy()
  })
})
