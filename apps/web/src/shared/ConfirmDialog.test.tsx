import { render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { toApiError } from '../api/toApiError'
import { initI18n } from '../app/i18n'
import { ConfirmDialog } from './ConfirmDialog'

beforeAll(async () => {
  initI18n()
  await i18next.changeLanguage('ru')
})

const dialog = (errorCause: unknown) => (
  <ConfirmDialog
    open
    title="Удалить запись?"
    text="Это нельзя отменить"
    confirmLabel="Удалить"
    busy={false}
    error="Ошибка"
    errorCause={errorCause}
    onConfirm={() => {}}
    onClose={() => {}}
  />
)

describe('ConfirmDialog', () => {
  it("shows the request's id under an attempt the server failed, not under an explained refusal (issue 19)", () => {
    const body = (code: number) => ({
      error: { code, textCode: 'x', type: 'x', message: 'x' },
      requestId: 'r-7',
    })
    const { rerender } = render(dialog(toApiError(503, body(5030))))
    const shown = screen.getByRole('dialog')
    expect(within(shown).getByText('r-7')).toBeTruthy()
    expect(within(shown).getByRole('button', { name: 'Скопировать код запроса' })).toBeTruthy()
    rerender(dialog(toApiError(409, body(4090))))
    expect(screen.queryByText('r-7')).toBeNull()
  })
})
