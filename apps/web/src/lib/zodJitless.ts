/**
 * zod compiles object parsers with `new Function` unless told `jitless`, and probes for it on the
 * first parse: the app's Content-Security-Policy (script-src 'self', no eval) refuses it and Chrome
 * reports the refusal as a CSP issue even though zod falls back. Loaded with the first schema.
 */
import { config } from 'zod'

config({ jitless: true })
