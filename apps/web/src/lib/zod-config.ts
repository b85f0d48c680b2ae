import { config } from 'zod/v4/core';

// zod compiles object schemas with `new Function` when it can, and probes for that with eval; under our
// Content-Security-Policy (no 'unsafe-eval') the probe is blocked and reported as a violation. The
// interpreted path is as correct and fast enough for forms. Imported first by main.tsx.
config({ jitless: true });
