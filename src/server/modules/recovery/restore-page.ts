/**
 * The restore link's page (BUSINESS.md section 13), rendered on the server so it opens on any
 * device without the storefront's code: the cart at today's prices with what changed, or, for a
 * link that cannot open a cart, what happened and the way to the shop. Never someone else's cart.
 */
import { escapeHtml } from '#server/plugins/web';
import { formatRupees, paiseToRupees } from '#shared/money';
import { paths } from '#shared/paths';
import type { Restore } from './restore';

const REFUSALS = {
  unknown: {
    title: 'This link does not work',
    text: 'The link is not complete or not one of ours. Your cart is kept in your account: sign in to see it.',
  },
  expired: {
    title: 'This link has expired',
    text: 'Cart links work for a few days, and stop once an order is placed or the cart is emptied. Your cart itself is kept in your account.',
  },
  not_yours: {
    title: 'This link is for another account',
    text: 'The cart it names belongs to someone else, so it is not shown. Your own cart is in your account.',
  },
} as const;

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Oversized</title>
<style>
body{font-family:system-ui,sans-serif;color:#111;margin:0;background:#fafafa}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
.brand{font-weight:800;letter-spacing:.08em;text-transform:uppercase;text-decoration:none;color:#111}
h1{font-size:1.5rem;margin:1.5rem 0 .75rem}
ul.lines{list-style:none;padding:0;margin:1rem 0;border-top:1px solid #ddd}
ul.lines li{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 0;border-bottom:1px solid #ddd}
.changes{background:#fff7e0;border:1px solid #e8d28a;border-radius:6px;padding:.75rem 1rem}
.changes p{margin:.25rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:6px;text-decoration:none;border:1px solid #111;color:#111;min-height:1.5rem}
.button.primary{background:#111;color:#fff}
</style></head>
<body><main><a class="brand" href="/">Oversized</a>
${body}
</main></body></html>`;
}

export function renderRestorePage(restore: Restore, signedIn: boolean): string {
  if (restore.kind !== 'restored') {
    const refusal = REFUSALS[restore.kind];
    return shell(
      refusal.title,
      `<h1>${refusal.title}</h1><p>${refusal.text}</p>
<div class="actions"><a class="button primary" href="${paths.products}">Go to the shop</a>${
        signedIn
          ? `<a class="button" href="${paths.cart}">Your cart</a>`
          : `<a class="button" href="${paths.login}">Sign in</a>`
      }</div>`,
    );
  }
  const { lines, changes } = restore;
  const items = lines
    .map(
      (line) =>
        `<li><span>${escapeHtml(line.name)} · size ${escapeHtml(line.size)} · ${line.quantity} ${line.quantity === 1 ? 'piece' : 'pieces'}</span><strong>${rupees(line.unitPricePaise * line.quantity)}</strong></li>`,
    )
    .join('');
  const changed =
    changes.length > 0
      ? `<div class="changes" role="status"><p><strong>Since you left:</strong></p>${changes.map((c) => `<p>${escapeHtml(c)}</p>`).join('')}</div>`
      : '';
  const title = lines.length > 0 ? 'Your cart is waiting' : 'Your cart has sold out';
  const next = signedIn
    ? `<a class="button primary" href="${paths.cart}">Go to your cart</a>`
    : `<a class="button primary" href="${paths.login}">Sign in to check out</a>`;
  return shell(
    title,
    `<h1>${title}</h1>${changed}
${lines.length > 0 ? `<p>At today's prices:</p><ul class="lines">${items}</ul>` : '<p>Nothing in it can be bought today.</p>'}
${signedIn ? '' : '<p>Your cart is kept in your account: sign in on this device and it is there.</p>'}
<div class="actions">${lines.length > 0 ? next : ''}<a class="button" href="${paths.products}">Go to the shop</a></div>`,
  );
}

export function renderStoppedPage(stopped: boolean): string {
  const title = stopped ? 'No more cart reminders' : 'This link does not work';
  const text = stopped
    ? 'You will not get reminders about carts you leave. You can turn them back on in your profile.'
    : 'The link is not complete or not one of ours. You can change your choices in your profile.';
  return shell(
    title,
    `<h1>${title}</h1><p>${text}</p><div class="actions"><a class="button primary" href="${paths.products}">Go to the shop</a><a class="button" href="${paths.profile}">Your profile</a></div>`,
  );
}
