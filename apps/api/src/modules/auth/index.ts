/** Sign-in with Ethereum and sessions: what other modules and the app use of it. */
export { authModule } from './module'
export { authServiceFor, createAuthService, type AuthService } from './authService'
export type { ActiveSession } from './sessionStore'
