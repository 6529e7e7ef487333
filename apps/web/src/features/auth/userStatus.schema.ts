// The contract's UserStatus on its own, for a dynamic import: importing the contracts package
// itself that way would keep every one of its exports in the bundle.
export { UserStatus } from '@nauka/contracts'
