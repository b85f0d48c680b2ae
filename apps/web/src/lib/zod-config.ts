// zod compiles object schemas with `new Function` when it can, and probes for that with eval; under our
// Content-Security-Policy (no 'unsafe-eval') the probe is blocked and reported as a violation. The
// interpreted path is as correct and fast enough for forms. Imported first by main.tsx.
//
// Set through the global object zod keeps its configuration in (`globalThis.__zod_globalConfig`, which
// `config()` from 'zod/v4/core' writes into), so that the first download carries no zod: the forms that
// use it load later, and read this whichever of the two runs first.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });

export {};
