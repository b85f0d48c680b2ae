// zod keeps its configuration in one global object (`globalThis.__zod_globalConfig`), which its own
// `config()` from 'zod/v4/core' writes into. Written here directly, so that the first download carries no
// zod (the forms that use it load later and read this, whichever runs first), and no page pulls in all of
// zod's core through a namespace import of it (72 KB gzip).
type ZodConfig = Record<string, unknown>;

/** Sets zod's configuration as `config()` would. */
export function configureZod(values: ZodConfig): void {
  const holder = globalThis as { __zod_globalConfig?: ZodConfig };
  Object.assign((holder.__zod_globalConfig ??= {}), values);
}

// zod compiles object schemas with `new Function` when it can, and probes for that with eval; under our
// Content-Security-Policy (no 'unsafe-eval') the probe is blocked and reported as a violation. The
// interpreted path is as correct and fast enough for forms. Imported first by main.tsx.
configureZod({ jitless: true });
