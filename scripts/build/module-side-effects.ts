// Which modules the build may leave out when nothing uses their exports (vite.config.ts,
// `treeshake.moduleSideEffects`), in one place with the list tests/scripts check it against.
import { join } from 'node:path';

/**
 * Our modules that run for their effect when imported: the entry, the app's start, the Trusted
 * Types policy, the entry's step that runs React DOM's client (src/app/start/react-step.ts),
 * zod's set-up (src/api/zod-jitless.ts), the chat area's first step, which runs the
 * chat API's client (src/app/routes/areas/chat-contracts.ts), and the design system's index, which
 * brings all its styles. Every other module of src/ only defines things
 * (tests/scripts/module-side-effects.test.ts keeps it so).
 */
export const runForEffect: readonly string[] = [
  'src/app/start/main.tsx',
  'src/app/start/start.tsx',
  'src/app/start/trusted-types.ts',
  'src/app/start/react-step.ts',
  'src/api/zod-jitless.ts',
  'src/app/routes/areas/chat-contracts.ts',
  'src/ui/index.ts',
];

const separators = (id: string) => id.replaceAll('\\', '/');

/** The project's directory, as the bundler's module ids spell it (forward slashes, no trailing one). */
export const projectRoot = separators(join(import.meta.dirname, '..', '..'));
const root = `${projectRoot}/`;

/**
 * False for a module that only defines things, which a chunk then carries only when it uses an
 * export: a generated zod model (building a schema calls zod, which a bundler must otherwise
 * assume has effects) and our own modules but `runForEffect` and the design system's. A module
 * of ours imports its stylesheet, an effect to a bundler: left out, it leaves its stylesheet out
 * too. So importing one thing through an area's index.ts does not bring the whole area into the
 * chunk. The design system's stylesheets all come with its index (src/ui/index.ts), so they
 * come before every area's, which override them (the cascade the portal was built with), while
 * a chunk carries only the components it uses.
 */
export function moduleSideEffects(id: string): boolean {
  const path = separators(id);
  if (!path.startsWith(root)) {
    return true;
  }
  const file = path.slice(root.length);
  if (/^generated\/[^/]+\/model\//.test(file)) {
    return false;
  }
  if (!/^src\/.+\.tsx?$/.test(file)) {
    return true;
  }
  return runForEffect.includes(file);
}
