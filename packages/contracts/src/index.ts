export * from './catalog'
export * from './constants'
export * from './errors'
