import { describe, expect, it } from 'vitest'
import { Dictionary } from './dictionaries'

describe('Dictionary', () => {
  it.each([
    ['accessLevel', 59],
    ['activityArea', 24],
    ['addressType', 20],
    ['author', 203],
    ['authorshipType', 140],
    ['cities', 154],
    ['contentType', 57],
    ['countries', 208],
    ['educationLevel', 53],
    ['educationType', 52],
    ['genders', 46],
    ['identitySystem', 38],
    ['keywords', 107],
    ['lang', 2],
    ['position', 47],
    ['publicationThematic', 211],
    ['publicationType', 39],
    ['scienceArea', 40],
    ['scienceField', 56],
    ['settingsAccessLevels', 133],
    ['uploadFileExt', 60],
    ['uploadFileMime', 58],
    ['uploadItemType', 129],
    ['uploadType', 126],
    ['user', 202],
    ['post', 302],
    ['postStatus', 25],
    ['commentPermission', 108],
    ['reaction', 91],
    ['contactType', 31],
    ['academicDegree', 55],
    ['settings', 132],
  ] as const)('gives %s the id %i of SPEC 3', (name, id) => {
    expect(Dictionary[name]).toBe(id)
  })

  it('gives every dictionary its own id', () => {
    const ids = Object.values(Dictionary)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
