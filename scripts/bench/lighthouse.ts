// One Lighthouse 13 run (mobile preset: slow 4G and a 4× slower CPU, simulated) of a URL, read
// into the figures npm run bench compares. Asynchronous, so the floors' server in the same process
// keeps answering while Chromium loads them.
import { launch } from 'chrome-launcher';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import puppeteer from 'puppeteer-core';
import { statisticsRefusedCookie } from '../../mock-server/analytics/consent-cookie.ts';
import type { PageFigures } from './report.ts';

const lighthouse = resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'lighthouse');
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

interface Report {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  environment: { hostUserAgent: string; benchmarkIndex: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

export interface LighthouseRun {
  figures: PageFigures;
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's measure of this machine's CPU speed at the time of the run. */
  benchmarkIndex: number;
}

let runs = 0;

/**
 * How often a run that Lighthouse could not record is tried: now and then (about one run in ten
 * on this machine) it ends with NO_NAVSTART, "Please run Lighthouse again", a failure to trace
 * the page, not a figure of it.
 */
export const lighthouseAttempts = 3;

/** Runs Lighthouse once on `url`; `accessibility` adds that category to performance. */
export async function runLighthouse(
  url: string,
  options: { accessibility: boolean; outDir: string },
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, options);
    } catch (cause) {
      if (attempt >= lighthouseAttempts) {
        throw cause;
      }
      const message = cause instanceof Error ? cause.message : String(cause);
      const reason = message.trim().split('\n').at(-1);
      console.warn(`Lighthouse could not measure ${url} (${reason ?? message}): again.`);
    }
  }
}

/**
 * Runs Lighthouse in a browser of its own (chrome-launcher's fresh profile: nothing cached) as a
 * returning patient's: the consent dialog answered (statistics refused in the local consent
 * stand-in's cookie), as the interaction part opens its pages. On a first visit the dialog, shown
 * once the app is on screen, is the page's largest paint: the consent platform's, not the page's.
 * Lighthouse keeps the cookie because it does not reset the storage of this fresh profile.
 */
async function lighthouseOnce(
  url: string,
  options: { accessibility: boolean; outDir: string },
): Promise<LighthouseRun> {
  runs += 1;
  const file = join(options.outDir, `run-${runs.toString()}.json`);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port.toString()}`,
    });
    const { name, value } = statisticsRefusedCookie(url);
    await browser.setCookie({ name, value, domain: new URL(url).hostname, path: '/' });
    await browser.disconnect();
    await promisify(execFile)(lighthouse, [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--only-categories=${options.accessibility ? 'performance,accessibility' : 'performance'}`,
      `--port=${chrome.port.toString()}`,
      '--disable-storage-reset',
    ]);
  } finally {
    chrome.kill();
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  if (report.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
  }
  const score = (key: string) => {
    const value = report.categories[key]?.score;
    return value === undefined || value === null ? null : value * 100;
  };
  const metric = (key: string) => {
    const value = report.audits[key]?.numericValue;
    if (value === undefined) {
      throw new Error(`Lighthouse measured no ${key} on ${url}.`);
    }
    return value;
  };
  return {
    figures: {
      performance: score('performance') ?? 0,
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      accessibility: options.accessibility ? score('accessibility') : null,
    },
    lighthouseVersion: report.lighthouseVersion,
    userAgent: report.environment.hostUserAgent,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}
