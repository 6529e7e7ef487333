export * from './client'
export { fileUrl } from './files.routes'
export * from './route'
export * from './table'
