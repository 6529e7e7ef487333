// The contract's LoginRequest on its own, for the sign-in form's dynamic import: importing the
// contracts package itself that way would keep every one of its exports in the bundle.
export { LoginRequest } from '@nauka/contracts'
