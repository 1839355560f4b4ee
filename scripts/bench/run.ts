// npm run bench and its parts: the figures, each beside its floor measured in the same run on the
// same machine, the budgets checked, and (for the whole bench) bench/results.{md,json} written.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { appModule } from '../build/build-chunks.ts';
import { checkBudgets } from './budgets.ts';
import { measureBuild } from './bundle.ts';
import { buildAppFloor, staticFloor } from './floor.ts';
import { runLighthouse, type LighthouseRun } from './lighthouse.ts';
import {
  interactionTable,
  measureInteraction,
  type InteractionFigures,
  type InteractionTarget,
} from './interaction.ts';
import { openPortal, warmUp } from './portal.ts';
import { measureSignedIn, signedInTable, type SignedInFigures } from './signed-in.ts';
import {
  budgetTable,
  figureRatios,
  figuresTable,
  formatFigure,
  median,
  medianFigures,
  type BundleFigures,
  type LighthouseFigures,
} from './report.ts';
import { serveDirectory } from './static-server.ts';

const root = resolve(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const resultsDirectory = join(root, 'bench');

/**
 * What the front page loads for a logged-out visitor in Finnish, beside the entry: the app with
 * React and the other libraries, which the entry loads once the page has painted
 * (src/app/start/main.tsx), the page's area and the core of its language's catalogue
 * (the front page shows no catalogue part).
 */
const firstPageModules = [
  appModule,
  'src/app/routes/areas/frontpage.tsx',
  'src/i18n/messages/fi/core.ts',
];

/** The portal's pages measured, by name. */
const pages = {
  front: '/fi/asiointi/',
  login: '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
  chat: '/fi/asiointi/chat',
};

/** The local sign-in provider of the mock stack the serve runs: where the login button leads. */
const signInProvider = 'http://localhost:4000';

/**
 * Each page's primary control on a phone and the effect of a tap on it: the header's menu shows,
 * sign-in starts (the browser leaves for the provider), the chat front page's login link leads to
 * the login page.
 */
function interactionTargets(baseUrl: string): Record<keyof typeof pages, InteractionTarget> {
  return {
    front: {
      url: `${baseUrl}${pages.front}`,
      control: '.shell-compact-menu .ds-menu__button',
      effect: (page) =>
        page.waitForSelector('.shell-compact-menu .ds-menu__panel', {
          state: 'visible',
          timeout: 60_000,
        }),
    },
    login: {
      url: `${baseUrl}${pages.login}`,
      control: '[data-replay="login"]',
      effect: (page) =>
        page.waitForRequest((request) => request.url().startsWith(signInProvider), {
          timeout: 60_000,
        }),
    },
    chat: {
      url: `${baseUrl}${pages.chat}`,
      control: 'main a[href*="kirjaudu-sisaan"]',
      effect: (page) =>
        page.waitForURL(/kirjaudu-sisaan/, { waitUntil: 'commit', timeout: 60_000 }),
    },
  };
}

/**
 * Two pages a signed-in patient spends time on and a control on each: a chat of the topic page's
 * accordion, the first switch of my information.
 */
const signedInPages = {
  'chat topic': {
    path: '/fi/asiointi/chat/aihe/10',
    control: '.chat-section button[aria-expanded]',
  },
  'my information': { path: '/fi/asiointi/omat-tiedot', control: 'input[role="switch"]' },
};

async function measureInteractions(
  floorDist: string,
  runs: number,
): Promise<{ taps: InteractionFigures; signedIn: SignedInFigures }> {
  const portal = await openPortal();
  const appFloor = await serveDirectory(floorDist);
  try {
    const taps = await measureInteraction(
      interactionTargets(portal.baseUrl),
      {
        url: appFloor.url,
        control: 'main button',
        effect: (page) =>
          page.waitForSelector('main button[aria-pressed="true"]', { timeout: 60_000 }),
      },
      runs,
    );
    const signedIn = await measureSignedIn(
      `${portal.baseUrl}${pages.login}`,
      Object.fromEntries(
        Object.entries(signedInPages).map(([name, { path, control }]) => [
          name,
          { url: `${portal.baseUrl}${path}`, control },
        ]),
      ),
      { url: appFloor.url, control: 'main button' },
      runs,
    );
    return { taps, signedIn };
  } finally {
    await appFloor.close();
    await portal.stop();
  }
}

export interface BenchOptions {
  bundle: boolean;
  lighthouse: boolean;
  /** Taps on a phone (scripts/bench/interaction.ts). */
  interaction?: boolean;
  /** Write bench/results.md and bench/results.json (the whole bench only). */
  write: boolean;
}

/** Lighthouse runs per page: `--runs=N`, or BENCH_RUNS, else 3 (1 for a quick look). */
function runsWanted(): number {
  const argument = process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length);
  const runs = Number(argument ?? process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`Lighthouse runs must be a whole number of at least 1, not ${String(runs)}.`);
  }
  return runs;
}

/** Numbers to three decimals in results.json: more is noise. */
const roundNumbers = (_key: string, value: unknown) =>
  typeof value === 'number' ? Math.round(value * 1000) / 1000 : value;

const assets = (directory: string) =>
  readdirSync(join(directory, 'assets')).map((file) => `/assets/${file}`);

async function measureLighthouse(floorDist: string, work: string, runs: number) {
  const outDir = join(work, 'lighthouse');
  mkdirSync(outDir);
  const portal = await openPortal();
  const appFloor = await serveDirectory(floorDist);
  const bareFloor = await serveDirectory(staticFloor);
  try {
    await warmUp(portal.baseUrl, [...Object.values(pages), ...assets(dist)]);
    await warmUp(appFloor.url, ['/', ...assets(floorDist)]);
    const targets = [
      ...Object.entries(pages).map(([name, path]) => ({
        name,
        url: `${portal.baseUrl}${path}`,
        accessibility: true,
      })),
      { name: 'app floor', url: appFloor.url, accessibility: false },
      { name: 'static floor', url: bareFloor.url, accessibility: false },
    ];
    const measured = new Map<string, LighthouseRun[]>(targets.map(({ name }) => [name, []]));
    // Round by round, so a busy moment of the machine touches the floors as much as the pages.
    for (let round = 1; round <= runs; round += 1) {
      for (const { name, url, accessibility } of targets) {
        console.info(`Lighthouse ${round.toString()}/${runs.toString()}: ${name} (${url})`);
        measured.get(name)?.push(await runLighthouse(url, { accessibility, outDir }));
      }
    }
    const figuresOf = (name: string) =>
      medianFigures((measured.get(name) ?? []).map((run) => run.figures));
    const all = [...measured.values()].flat();
    const figures: LighthouseFigures = {
      pages: Object.fromEntries(Object.keys(pages).map((name) => [name, figuresOf(name)])),
      floors: { app: figuresOf('app floor'), static: figuresOf('static floor') },
    };
    return {
      figures,
      urls: Object.fromEntries(targets.map(({ name, url }) => [name, url])),
      lighthouseVersion: all[0]?.lighthouseVersion ?? '?',
      userAgent: all[0]?.userAgent ?? '?',
      benchmarkIndex: median(all.map((run) => run.benchmarkIndex)),
    };
  } finally {
    await Promise.all([appFloor.close(), bareFloor.close()]);
    await portal.stop();
  }
}

/** Runs the parts asked for; true when every budget holds. */
export async function runBench(options: BenchOptions): Promise<boolean> {
  const runs = runsWanted();
  const work = mkdtempSync(join(tmpdir(), 'asiointi-bench-'));
  try {
    const floorDist = join(work, 'floor');
    console.info('Building the app floor (bench/floor/)…');
    await buildAppFloor(floorDist);

    let bundle: BundleFigures | null = null;
    let lazy: { name: string; kb: number }[] = [];
    if (options.bundle) {
      const portal = measureBuild(dist, firstPageModules);
      bundle = { portal: portal.firstPage, floor: measureBuild(floorDist).firstPage };
      lazy = portal.lazy;
      console.info('The first page (gzip, estimated by module: libraries and own folders):');
      for (const { group, kb } of portal.firstPageGroups.filter((entry) => entry.kb >= 0.05)) {
        console.info(`  ${group.padEnd(48)} ${formatFigure(kb, 'kB').padStart(9)}`);
      }
      console.info('Lazily loaded areas (gzip, beyond the first page):');
      for (const { name, kb } of lazy) {
        console.info(`  ${name.padEnd(48)} ${formatFigure(kb, 'kB').padStart(9)}`);
      }
    }
    const lighthouse = options.lighthouse ? await measureLighthouse(floorDist, work, runs) : null;
    const measuredUse = options.interaction ? await measureInteractions(floorDist, runs) : null;
    const interaction = measuredUse?.taps ?? null;
    const signedIn = measuredUse?.signedIn ?? null;

    const checks = checkBudgets(bundle, lighthouse?.figures ?? null, interaction);
    const pass = checks.every((check) => check.pass);
    const cpu = cpus();
    const machine = {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model ?? '?',
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      os: `${platform()} ${release()}`,
      node: process.version,
      ...(lighthouse
        ? {
            lighthouse: lighthouse.lighthouseVersion,
            browser: lighthouse.userAgent,
            benchmarkIndex: lighthouse.benchmarkIndex,
          }
        : {}),
    };
    const date = new Date().toISOString();
    const runsText = runs === 1 ? 'one run' : `median of ${runs.toString()} runs`;
    const lighthouseText = lighthouse
      ? `, Lighthouse ${lighthouse.lighthouseVersion} (mobile preset, ${runsText}, ` +
        `benchmark index ${Math.round(lighthouse.benchmarkIndex).toString()})`
      : '';
    const markdown = [
      '# Benchmark results',
      '',
      `${date.slice(0, 10)}: ${machine.cpus.toString()} × ${machine.cpuModel}, ` +
        `${machine.memoryGb.toString()} GB, Node ${machine.node}${lighthouseText}. ` +
        'Written by `npm run bench`: each figure beside floors measured in the same run ' +
        '(docs/performance.md, "The budgets").',
      '',
      ...(bundle || lighthouse ? [figuresTable(bundle, lighthouse?.figures ?? null), ''] : []),
      ...(interaction ? [interactionTable(interaction), ''] : []),
      ...(signedIn ? [signedInTable(signedIn), ''] : []),
      budgetTable(checks),
      '',
    ].join('\n');
    console.info(`\n${markdown}`);
    if (options.write) {
      mkdirSync(resultsDirectory, { recursive: true });
      writeFileSync(join(resultsDirectory, 'results.md'), markdown);
      const json = {
        date,
        machine,
        runs,
        bundle: bundle && { ...bundle, lazy },
        lighthouse: lighthouse && { urls: lighthouse.urls, ...lighthouse.figures },
        interaction,
        signedIn,
        ratios: figureRatios(bundle, lighthouse?.figures ?? null),
        budgets: checks,
        pass,
      };
      writeFileSync(
        join(resultsDirectory, 'results.json'),
        `${JSON.stringify(json, roundNumbers, 2)}\n`,
      );
      console.info('Written: bench/results.md, bench/results.json');
    }
    if (!pass) {
      console.error('Over budget: see the OVER rows above.');
    }
    return pass;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
