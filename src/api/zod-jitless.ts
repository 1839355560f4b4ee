// Every `import … from 'zod'` of the app (ours and the generated schemas) resolves to this module
// (vite.config.ts `resolve.alias`), so zod is configured before any schema exists. The portal runs
// under a strict CSP without 'unsafe-eval': a zod object schema built while `jitless` is unset
// probes `new Function` once, and the browser reports that probe as a violation. A config call in
// the entry module is not enough: the build puts zod and most schemas in a shared chunk that runs
// before the entry's own code (TOOLCHAIN.md). `zod/mini`, which the first page's schemas use
//, needs no alias: its object schemas are never compiled, so they never probe; the e2e
// suite's CSP watch sees every page parse one (the maintenance check).
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
