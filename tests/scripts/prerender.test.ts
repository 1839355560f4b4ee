import { describe, expect, it } from 'vitest';
import {
  chunkStylesheets,
  pageStylesheets,
  prerenderedDocument,
} from '../../scripts/build/prerender.ts';
import type { Manifest } from '../../scripts/build/vite-manifest.ts';

const template = `<!doctype html>
<html lang="fi">
  <head>
    <title>Asiointi</title>
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/ui-BBBBBBBB.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index-AAAAAAAA.js', css: ['assets/ui-BBBBBBBB.css'] },
  '_shell.js': { file: 'assets/shell-GGGGGGGG.js', css: ['assets/shell-HHHHHHHH.css'] },
  'src/app/start/start.tsx': {
    file: 'assets/start-IIIIIIII.js',
    imports: ['index.html', '_shell.js', '_pages.js'],
    css: ['assets/start-JJJJJJJJ.css'],
  },
  '_pages.js': { file: 'assets/pages-CCCCCCCC.js', css: ['assets/pages-DDDDDDDD.css'] },
  'src/app/routes/areas/frontpage.tsx': {
    file: 'assets/frontpage-EEEEEEEE.js',
    imports: ['index.html', '_pages.js'],
    css: ['assets/frontpage-FFFFFFFF.css'],
  },
};

const page = {
  path: '/sv/e-tjanster/',
  language: 'sv',
  area: 'frontpage',
  environment: 'local',
  title: 'Start & <mer> – Asiointi',
  description: 'Sköt "dina" ärenden & mer.',
  html: '<main id="main-content"><h1>Välkommen</h1></main>',
};

describe("the prerender's documents", () => {
  it('collects the stylesheets of chunks and of their static imports, each once, in order', () => {
    expect(chunkStylesheets(manifest, ['src/app/routes/areas/frontpage.tsx'])).toEqual([
      'assets/ui-BBBBBBBB.css',
      'assets/pages-DDDDDDDD.css',
      'assets/frontpage-FFFFFFFF.css',
    ]);
  });

  it("gives a page the app's stylesheets and its area's", () => {
    expect(pageStylesheets(manifest, 'frontpage')).toEqual([
      'assets/ui-BBBBBBBB.css',
      'assets/shell-HHHHHHHH.css',
      'assets/pages-DDDDDDDD.css',
      'assets/start-JJJJJJJJ.css',
      'assets/frontpage-FFFFFFFF.css',
    ]);
  });

  it('refuses an area the build has no chunk for', () => {
    expect(() => pageStylesheets(manifest, 'gone')).toThrow(/src\/app\/routes\/areas\/gone\.tsx/);
  });

  it('puts the page, its language, title and assets into the built index.html', () => {
    const html = prerenderedDocument(template, page, pageStylesheets(manifest, 'frontpage'));
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<title>Start &#38; &#60;mer&#62; – Asiointi</title>');
    expect(html).toContain(
      '<meta name="description" content="Sköt &#34;dina&#34; ärenden &#38; mer.">',
    );
    expect(html).toContain(
      '<div id="root" data-prerendered="local"><main id="main-content"><h1>Välkommen</h1></main></div>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/frontpage-FFFFFFFF.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/start-JJJJJJJJ.css">');
    // No script but the entry's: the app loads after the first paint (src/app/start/main.tsx).
    expect(html).not.toMatch(/modulepreload|prefetch|preload/);
    expect(html).not.toContain('start-IIIIIIII.js');
    expect(html.match(/<script/g)).toHaveLength(1);
    // What the template already loads is not loaded twice.
    expect(html.match(/index-AAAAAAAA\.js/g)).toHaveLength(1);
    expect(html.match(/ui-BBBBBBBB\.css/g)).toHaveLength(1);
    // The links go into the head, never inline script or style.
    expect(html.indexOf('frontpage-FFFFFFFF.css')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toMatch(/<style|<script>/);
  });

  it('fails on a template without the root element rather than writing a page without it', () => {
    expect(() =>
      prerenderedDocument(template.replace('<div id="root"></div>', ''), page, []),
    ).toThrow(/root/);
  });
});
