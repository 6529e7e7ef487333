import { render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SPLASH_ID, SplashGone } from './splash'

afterEach(() => document.getElementById(SPLASH_ID)?.remove())

describe('SplashGone', () => {
  it("takes index.html's loading screen away in the app's first commit", () => {
    const splash = document.createElement('div')
    splash.id = SPLASH_ID
    document.body.prepend(splash)
    let seenByTheApp: boolean | undefined
    // A layout effect of the app's own tree runs in the same commit, before the frame is painted.
    const App = () => {
      useLayoutEffect(() => {
        seenByTheApp = document.getElementById(SPLASH_ID) !== null
      }, [])
      return <p>app</p>
    }
    render(
      <>
        <SplashGone />
        <App />
      </>,
    )
    expect(document.getElementById(SPLASH_ID)).toBeNull()
    expect(seenByTheApp).toBe(false)
  })

  it('does nothing when there is no loading screen (a test, a later mount)', () => {
    expect(() => render(<SplashGone />)).not.toThrow()
  })
})
