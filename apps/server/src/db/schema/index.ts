export * from './auth'
export * from './catalog'
export * from './follow'
export * from './profile'
