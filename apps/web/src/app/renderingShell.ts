import { createContext } from 'react'

/**
 * True while app/prerender.tsx renders a route's shell at build time: the guards wait for the browser
 * (they need the stored session) and the screen is left to the client (ScreenOnClient).
 */
export const RenderingShell = createContext(false)

/** The digest of the error ScreenOnClient throws: hydration then renders the screen without a warning. */
export const SCREEN_ON_CLIENT = 'vita-screen-on-client'
