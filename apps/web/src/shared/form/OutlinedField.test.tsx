import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OutlinedField } from './OutlinedField'

describe('OutlinedField', () => {
  it('is named by its label and described by its helper text, as TextField is', () => {
    render(
      <OutlinedField
        label="Почта"
        value="a@b"
        onChange={vi.fn()}
        helperText="Неверный адрес"
        error
        required
      />,
    )
    const input = screen.getByRole('textbox', { name: /Почта/ })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.hasAttribute('required')).toBe(true)
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('Неверный адрес')
  })

  it('is described by nothing without a helper text', () => {
    render(<OutlinedField label="Почта" value="" onChange={vi.fn()} />)
    expect(screen.getByRole('textbox', { name: 'Почта' }).hasAttribute('aria-describedby')).toBe(false)
  })
})
