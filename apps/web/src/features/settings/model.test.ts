import type { SettingsElement } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { defaultValue, settingValue, userElements, withValue } from './model'

const element = (over: Partial<SettingsElement>): SettingsElement => ({
  type: 'boolean',
  name: 'n',
  title: 'N',
  num: 1,
  uref: '130:1',
  cls: null,
  default: false,
  context: ['user'],
  ...over,
})

describe('settings values', () => {
  it('reads the model defaults in the type of their control', () => {
    expect(defaultValue(element({ default: 'true' }))).toBe(true)
    expect(defaultValue(element({ default: false }))).toBe(false)
    expect(defaultValue(element({ type: 'ext_choice', default: '133:2' }))).toBe('133:2')
    expect(defaultValue(element({ type: 'ext_multi_choice', default: '133:1,133:2' }))).toEqual([
      '133:1',
      '133:2',
    ])
    expect(defaultValue(element({ type: 'ext_multi_choice', default: '' }))).toEqual([])
  })

  it('prefers a changed value over the default', () => {
    const e = element({ default: true })
    expect(settingValue({}, e)).toBe(true)
    expect(settingValue(withValue({}, e, false), e)).toBe(false)
  })

  it('keeps the elements that apply to a person', () => {
    const form = {
      type: 'form' as const,
      name: 'f',
      title: 'F',
      num: 1,
      elements: [
        element({ uref: 'a', context: ['user', 'group'] }),
        element({ uref: 'b', context: ['group'] }),
      ],
    }
    expect(userElements(form).map((e) => e.uref)).toEqual(['a'])
  })
})
