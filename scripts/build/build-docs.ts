// Builds browsable HTML reference documentation of every contract into dist/docs/ (npm run docs).
// One self-contained page per API (Redoc inlined, works offline), an index page linking them with
// each contract's version, and the changelog of the contracts (openapi/CHANGELOG.md), embedded in
// the index and as its own page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..', '..');
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

/** Renders the small Markdown subset of openapi/CHANGELOG.md: headings, lists, paragraphs, code, bold, links. */
function markdownToHtml(markdown: string): string {
  const inline = (text: string) =>
    escape(text)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, '<a href="$2">$1</a>');
  const blocks: string[] = [];
  let list: string[] | null = null;
  let paragraph: string[] | null = null;
  const flush = () => {
    if (list) blocks.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    if (paragraph) blocks.push(`<p>${inline(paragraph.join(' '))}</p>`);
    list = null;
    paragraph = null;
  };
  for (const line of markdown.split('\n')) {
    const heading = /^(#{1,4}) (.*)$/.exec(line);
    if (heading) {
      flush();
      const level = (heading[1] ?? '#').length + 1;
      const title = heading[2] ?? '';
      const id = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      blocks.push(`<h${level} id="changelog-${id}">${inline(title)}</h${level}>`);
    } else if (line.startsWith('- ')) {
      if (paragraph) flush();
      list ??= [];
      list.push(line.slice(2));
    } else if (line.trim() === '') {
      flush();
    } else if (list && line.startsWith('  ')) {
      list.push(`${list.pop() ?? ''} ${line.trim()}`);
    } else {
      if (list) flush();
      paragraph ??= [];
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks.join('\n');
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
const changelog = markdownToHtml(readFileSync(join(root, 'openapi/CHANGELOG.md'), 'utf8'));
const style = `
      body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a2b3c; }
      li { margin: 0 0 1rem; } span { color: #55606b; } p { margin: 0.25rem 0 0; }
      code { background: #eef1f4; padding: 0 0.2em; border-radius: 0.2em; }`;
const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escape(title)}</title>
    <style>${style}
    </style>
  </head>
  <body>
${body}
  </body>
</html>
`;
writeFileSync(
  join(outDir, 'changelog.html'),
  page(
    'Asiointi API contracts: changelog',
    `    <p><a href="index.html">All contracts</a></p>\n${changelog}`,
  ),
);

const items = entries
  .map(
    (e) =>
      `<li><a href="${e.name}.html">${escape(e.title)}</a> <span>v${escape(e.version)}</span><p>${escape(e.summary)}</p></li>`,
  )
  .join('\n      ');
writeFileSync(
  join(outDir, 'index.html'),
  page(
    'Asiointi API contracts',
    `    <h1>Asiointi API contracts</h1>
    <p>Reference documentation of the OpenAPI 3.1 contracts in <code>openapi/</code>, the single source of truth of the portal's APIs. Each contract carries a semantic version; what changed in each version is in the <a href="changelog.html">changelog</a>, also below.</p>
    <ul>
      ${items}
    </ul>
    <section aria-labelledby="changelog-changelog-of-the-contracts">
${changelog}
    </section>`,
  ),
);
console.info(`Built ${entries.length} API references into ${outDir}`);
