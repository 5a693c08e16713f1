// Every web test runs with the effect timing of the app (main.tsx).
import { installEffectsBeforeInput } from '../effectsBeforeInput'

installEffectsBeforeInput(window)
