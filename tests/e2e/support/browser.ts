/** Real Chromium through playwright-core, with an axe-core check for every visited page. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';

export const artifactsDir = path.resolve('tests/.artifacts');

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  afterAll(() => browser.close());
  // Every page the file opened hydrated the server's HTML without React reporting a mismatch.
  afterAll(() => expect(hydrationProblems).toEqual([]));
  return browser;
}

/** React's words (and main.tsx's) for a page whose server HTML and first render differ. */
const HYDRATION_PROBLEM = /hydrat|server rendered HTML|Minified React error #(418|423|425)/i;
const hydrationProblems: string[] = [];

/**
 * Watches a context's pages for hydration problems, and makes `goto` and `reload` wait until the
 * app has rendered (main.tsx sets <html data-app-ready>): a server-rendered page shows its
 * buttons before its script has run, and a click then would do nothing.
 */
function watchHydration(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text()))
      hydrationProblems.push(`${message.page()?.url()}: ${message.text()}`);
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message)) hydrationProblems.push(`${page.url()}: ${error.message}`);
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => appReady(page, await goto(...args));
    page.reload = async (...args) => appReady(page, await reload(...args));
  });
}

async function appReady<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
  );
  return response;
}

export const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    reducedMotion: 'no-preference',
  });
  watchHydration(context);
  return context;
}

/** A context already signed in: the session cookie a sign-in gives (a shopper's or an admin's). */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  cookie: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, viewport);
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseURL }]);
  return context;
}

/**
 * Up to five elements reaching past a phone's 390 px, outside the regions meant to scroll sideways
 * (a labelled section holding a wide table, and the back office's row of links).
 */
export function pastThePhonesEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > 391 &&
          !el.closest('section[aria-label], nav[aria-label="Admin"]'),
      )
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
  );
}

/** A context whose pages run no JavaScript: what a crawler or a link preview reads. */
export async function newContextWithoutJavaScript(
  browser: Browser,
  baseURL: string,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
}

/**
 * Fails on serious or critical WCAG violations on the page as it is now. Also runs axe's
 * label-content-name-mismatch (WCAG 2.5.3 Label in Name), which axe marks experimental and leaves
 * off: a control's accessible name must hold the words it shows, or a voice command naming them
 * misses it (https://www.w3.org/WAI/WCAG21/Understanding/label-in-name.html).
 */
export async function expectAccessible(page: Page): Promise<void> {
  // .options() replaces every option set before it, so it comes before .withTags().
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Saves a full-page screenshot under tests/.artifacts for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Every URL under `pathname` (any query) that `page` requests from now on, kept up to date as it browses. */
export function requestsTo(page: Page, pathname: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) asked.push(request.url());
  });
  return asked;
}
