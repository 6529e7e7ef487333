export * from './client'
export * from './route'
export * from './table'
