import { describe, expect, it } from 'vitest';
import {
  chunkStylesheets,
  pageScripts,
  stepScripts,
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
  parts: [],
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

  it("names the page's scripts in its root element for the entry, never as a preload in the head", () => {
    const html = prerenderedDocument(template, page, [], {
      page: ['assets/a-1.js', 'assets/b-2.js'],
      steps: ['assets/c-3.js'],
    });
    expect(html).toContain(
      '<div id="root" data-prerendered="local" data-preload="/assets/a-1.js /assets/b-2.js" data-preload-steps="/assets/c-3.js"><main',
    );
    expect(html).not.toMatch(/<link[^>]*(modulepreload|prefetch|preload)/);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('fails on a template without the root element rather than writing a page without it', () => {
    expect(() =>
      prerenderedDocument(template.replace('<div id="root"></div>', ''), page, []),
    ).toThrow(/root/);
  });
});

describe("a prerendered page's scripts", () => {
  const built = {
    'src/app/start/start.tsx': {
      file: 'assets/app-A.js',
      imports: ['_react.js', '_libraries.js', '_app.js'],
      css: ['assets/app-A.css'],
    },
    // The build's key for the shared chunk the app's module is in: the same file.
    '_app.js': { file: 'assets/app-A.js', imports: ['_react.js', '_libraries.js'] },
    '_react.js': { file: 'assets/react-R.js', imports: ['_runtime.js'] },
    '_libraries.js': { file: 'assets/libraries-L.js', imports: ['_react.js'] },
    '_runtime.js': { file: 'assets/runtime-T.js' },
    '_notice.js': { file: 'assets/notice-N.js', imports: ['index.html'] },
    'index.html': { file: 'assets/index-E.js', isEntry: true },
    'src/app/routes/areas/identification.tsx': {
      file: 'assets/identification-I.js',
      imports: ['_notice.js'],
    },
    'src/i18n/messages/sv/core.ts': { file: 'assets/core-C.js' },
    'src/i18n/messages/sv/identification.ts': { file: 'assets/identification-P.js' },
    'src/i18n/messages/sv/my-information.ts': { file: 'assets/my-information-M.js' },
    'src/auth/browser-web-session.ts': { file: 'assets/browser-web-session-W.js' },
    'src/auth/oidc/oidc-auth-client.ts': {
      file: 'assets/oidc-auth-client-O.js',
      imports: ['_oidc.js'],
    },
    '_oidc.js': { file: 'assets/oidc-client-ts-X.js' },
    'src/app/routes/areas/chat-contracts.ts': { file: 'assets/chat-contracts-K.js' },
    'src/app/routes/areas/chat.tsx': { file: 'assets/chat-A.js' },
  } satisfies Manifest;

  it("are the sign-in's, the app's, the area's and the catalogue's, with their imports, once", () => {
    const login = { ...page, language: 'sv', area: 'identification', parts: ['identification'] };
    // The sign-in's first: a press kept before the app runs starts it (session-start.ts), and a
    // browser with a few connections to the origin asks in this order.
    expect(pageScripts(built, login)).toEqual([
      'assets/browser-web-session-W.js',
      'assets/oidc-client-ts-X.js',
      'assets/oidc-auth-client-O.js',
      'assets/runtime-T.js',
      'assets/react-R.js',
      'assets/libraries-L.js',
      'assets/app-A.js',
      'assets/notice-N.js',
      'assets/identification-I.js',
      'assets/core-C.js',
      'assets/identification-P.js',
    ]);
  });

  it("name a catalogue part's file as the catalogue does (myInformation: my-information.ts)", () => {
    const scripts = pageScripts(built, {
      ...page,
      area: 'identification',
      parts: ['myInformation'],
    });
    expect(scripts).toContain('assets/my-information-M.js');
  });

  it('leave out the area of a page whose area loads in steps of its own (the chat)', () => {
    const chat = {
      ...built,
      'src/i18n/messages/fi/core.ts': { file: 'assets/core-F.js' },
    } satisfies Manifest;
    const scripts = pageScripts(chat, { ...page, language: 'fi', area: 'chat', parts: [] });
    expect(scripts).toContain('assets/core-F.js');
    expect(scripts).not.toContain('assets/chat-A.js');
    expect(scripts).not.toContain('assets/chat-contracts-K.js');
  });

  it("name the chunks of a page's area that loads in steps for its first step, in order", () => {
    const chat = {
      ...built,
      'src/i18n/messages/fi/core.ts': { file: 'assets/core-F.js' },
      'src/app/routes/areas/chat-contracts.ts': {
        file: 'assets/chat-contracts-K.js',
        imports: ['_app.js', '_schemas.js'],
      },
      '_schemas.js': { file: 'assets/schemas-Z.js', imports: ['index.html'] },
      'src/app/routes/areas/chat.tsx': {
        file: 'assets/chat-A.js',
        imports: ['_schemas.js', '_notice.js'],
      },
    } satisfies Manifest;
    const chatPage = { ...page, language: 'fi', area: 'chat', parts: [] };
    // Neither the entry nor what the page's own scripts name (the app, the libraries) again.
    expect(stepScripts(chat, chatPage)).toEqual([
      'assets/schemas-Z.js',
      'assets/chat-contracts-K.js',
      'assets/notice-N.js',
      'assets/chat-A.js',
    ]);
    expect(stepScripts(chat, { ...page, area: 'identification', parts: [] })).toEqual([]);
  });

  it('refuse a build whose steps were renamed on one side only', () => {
    const { ['src/app/routes/areas/chat-contracts.ts']: _step, ...renamed } = built;
    const login = { ...page, language: 'sv', area: 'identification', parts: [] };
    expect(() => pageScripts(renamed, login)).toThrow(/chat-contracts\.ts/);
  });

  it('refuse a page whose chunks the build does not have', () => {
    expect(() => pageScripts(built, { ...page, area: 'frontpage' })).toThrow(/frontpage\.tsx/);
  });
});
