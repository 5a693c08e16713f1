/**
 * zod compiles object parsers with `new Function` unless told `jitless`, and probes for it on the
 * first parse: the app's Content-Security-Policy (script-src 'self', no eval) refuses it and Chrome
 * reports the refusal as a CSP issue even though zod falls back. zod takes its settings from this
 * global when it loads (lazily, with the first API schema, whichever code path that is), so main.tsx
 * sets it first of all, without loading zod.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }
