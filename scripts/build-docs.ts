// Builds browsable HTML reference documentation of every contract into dist/docs/ (npm run docs).
// One self-contained page per API (Redoc inlined, works offline) and an index page linking them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, process.argv[2] ?? 'dist/docs');
const config = parse(readFileSync(join(root, 'redocly.yaml'), 'utf8')) as {
  apis: Record<string, { root: string }>;
};

mkdirSync(outDir, { recursive: true });
const entries: { name: string; title: string; version: string; summary: string }[] = [];
for (const [name, api] of Object.entries(config.apis)) {
  const doc = parse(readFileSync(join(root, api.root), 'utf8')) as {
    info: { title: string; version: string; summary?: string };
  };
  execFileSync(
    join(root, 'node_modules/.bin/redocly'),
    ['build-docs', name, '--inlineBundle', '--output', join(outDir, `${name}.html`)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  entries.push({
    name,
    title: doc.info.title,
    version: doc.info.version,
    summary: doc.info.summary ?? '',
  });
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
const items = entries
  .map(
    (e) =>
      `<li><a href="${e.name}.html">${escape(e.title)}</a> <span>v${escape(e.version)}</span><p>${escape(e.summary)}</p></li>`,
  )
  .join('\n      ');
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Asiointi API contracts</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a2b3c; }
      li { margin: 0 0 1rem; } span { color: #55606b; } p { margin: 0.25rem 0 0; }
    </style>
  </head>
  <body>
    <h1>Asiointi API contracts</h1>
    <p>Reference documentation of the OpenAPI 3.1 contracts in <code>openapi/</code>, the single source of truth of the portal's APIs.</p>
    <ul>
      ${items}
    </ul>
  </body>
</html>
`,
);
console.info(`Built ${entries.length} API references into ${outDir}`);
