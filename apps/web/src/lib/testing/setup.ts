// Every web test runs with the render and effect timing of the app (main.tsx).
import { installPreactTiming } from '../preactTiming'

installPreactTiming(window)
