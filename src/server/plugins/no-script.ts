/**
 * What a page rendered only in the browser (the cart, checkout, wishlist, sign-in, the shopper's
 * own pages, the back office) shows when JavaScript is off: the shop's header and footer and a
 * line saying the page needs JavaScript, instead of a blank page (issue 40, point 15). It sits in
 * a <noscript> beside the app's root, so a browser that runs the app never shows it and React
 * never hydrates it. The storefront's pages are rendered on the server and need none of this
 * (docs/decisions/023-server-rendering.md). The classes are the web app's own header and footer's.
 */
import { paths } from '#shared/paths';

const links = (items: [string, string][], className: string) =>
  items.map(([to, label]) => `<li><a href="${to}" class="${className}">${label}</a></li>`).join('');

const header = `<header class="border-b border-neutral-200 bg-white">
<div class="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
<a href="${paths.home}" class="text-lg font-black tracking-widest">OVERSIZED</a>
<nav aria-label="Main"><ul class="flex items-center gap-1 sm:gap-4">${links(
  [
    [paths.home, 'Home'],
    [paths.products, 'Products'],
    [paths.aboutUs, 'About Us'],
  ],
  'whitespace-nowrap rounded px-2 py-1 text-sm font-medium hover:underline',
)}</ul></nav>
</div>
</header>`;

/** The words the journeys look for (tests/e2e/no-javascript.e2e.ts). */
export const NEEDS_JAVASCRIPT = 'This page needs JavaScript';
export const TURN_IT_ON = 'Turn JavaScript on in your browser, then reload this page.';

const main = `<main class="mx-auto max-w-7xl px-4 py-10">
<h1 class="text-2xl font-bold">${NEEDS_JAVASCRIPT}</h1>
<p class="mt-3 text-neutral-700">${TURN_IT_ON}</p>
<p class="mt-3 text-neutral-700">The catalogue works without it: <a href="${paths.products}" class="font-semibold underline underline-offset-2">browse all products</a>.</p>
</main>`;

const footer = `<footer class="mt-12 border-t border-neutral-200 bg-neutral-950 text-neutral-300">
<div class="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
<div><p class="text-lg font-black tracking-widest text-white">OVERSIZED</p>
<p class="mt-2 text-sm">Oversized tees, hoodies and sweatshirts. Made in India for the world.</p></div>
<nav aria-label="Shop information"><ul class="grid grid-cols-2 gap-2 text-sm">${links(
  [
    [paths.aboutUs, 'About Us'],
    [paths.contactUs, 'Contact Us'],
    [paths.privacyPolicy, 'Privacy Policy'],
    [paths.termsConditions, 'Terms &amp; Conditions'],
    [paths.refundPolicy, 'Refund Policy'],
    [paths.shippingDelivery, 'Shipping &amp; Delivery'],
  ],
  'hover:text-white hover:underline',
)}</ul></nav>
<div class="text-sm"><p>Cash on delivery available. Delivery all over India.</p></div>
</div>
</footer>`;

const NO_SCRIPT = `<noscript>${header}${main}${footer}</noscript>`;

/** The plain app shell with the no-JavaScript page beside its empty root. */
export function withNoScriptPage(indexHtml: string): string {
  const root = '<div id="root"></div>';
  const at = indexHtml.indexOf(root);
  if (at < 0) return indexHtml;
  const end = at + root.length;
  return `${indexHtml.slice(0, end)}\n${NO_SCRIPT}${indexHtml.slice(end)}`;
}
