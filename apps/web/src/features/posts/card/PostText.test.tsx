import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../../test/renderApp'
import { PostText } from './PostText'

describe('PostText', () => {
  it("makes the addresses of a post's text links", async () => {
    renderInApp(
      <PostText text={`Опубликовано: ${window.location.origin}/publication/7 и https://example.org.`} />,
    )
    expect(
      (await screen.findByRole('link', { name: `${window.location.origin}/publication/7` })).getAttribute(
        'href',
      ),
    ).toBe('/publication/7')
    expect(screen.getByRole('link', { name: 'https://example.org' }).getAttribute('target')).toBe('_blank')
  })
})
