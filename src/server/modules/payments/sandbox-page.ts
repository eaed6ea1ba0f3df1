/**
 * The sandbox's payment window: a small page, plainly marked TEST MODE, with Pay and Fail.
 * Its script is a separate file because the Content-Security-Policy forbids inline scripts.
 * The result goes back to the checkout page (the opener or the parent frame) by postMessage.
 */

import { escapeHtml } from '#server/plugins/web';
import { formatRupees, paiseToRupees } from '#shared/money';
import { SANDBOX_MESSAGE_SOURCE } from '#shared/orders';

export function sandboxCheckoutPage(order: {
  providerOrderId: string;
  amountPaise: number;
  receipt: string;
}) {
  const amount = formatRupees(paiseToRupees(order.amountPaise));
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment (TEST MODE)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #fff7ed; color: #1c1917; }
  main { max-width: 26rem; margin: 0 auto; padding: 1.5rem 1rem; }
  .badge { display: inline-block; background: #9a3412; color: #fff; font-weight: 700; letter-spacing: .08em; padding: .25rem .6rem; border-radius: .25rem; }
  h1 { font-size: 1.35rem; margin: .75rem 0 .25rem; }
  p { margin: .5rem 0; }
  .amount { font-size: 2rem; font-weight: 800; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button { flex: 1; font: inherit; font-weight: 700; padding: .8rem 1rem; border-radius: .4rem; border: 2px solid #1c1917; cursor: pointer; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  button:disabled { opacity: .6; cursor: wait; }
  .pay { background: #166534; border-color: #166534; color: #fff; }
  .fail { background: #fff; color: #991b1b; border-color: #991b1b; }
  .result { font-weight: 600; min-height: 1.5rem; }
</style>
</head>
<body>
<main data-order-id="${escapeHtml(order.providerOrderId)}" data-source="${SANDBOX_MESSAGE_SOURCE}">
  <span class="badge">TEST MODE</span>
  <h1>Sandbox payment</h1>
  <p>No real money moves. Choose how this test payment should end.</p>
  <p>Order ${escapeHtml(order.receipt)}</p>
  <p class="amount">${escapeHtml(amount)}</p>
  <div class="actions">
    <button type="button" class="pay" data-action="pay">Pay ${escapeHtml(amount)}</button>
    <button type="button" class="fail" data-action="fail">Fail payment</button>
  </div>
  <p class="result" role="status" aria-live="polite"></p>
</main>
<script src="/sandbox-checkout/sandbox-checkout.js"></script>
</body>
</html>`;
}

/** Plain browser script (no build step): posts the choice, then reports the result back. */
export const sandboxCheckoutScript = `(() => {
  const main = document.querySelector('main');
  const orderId = main.dataset.orderId;
  const source = main.dataset.source;
  const status = document.querySelector('.result');
  const buttons = document.querySelectorAll('button[data-action]');
  const target = window.opener || (window.parent !== window ? window.parent : null);
  const report = (message) => {
    if (target) target.postMessage(Object.assign({ source }, message), window.location.origin);
  };
  buttons.forEach((button) => {
    button.addEventListener('click', async () => {
      const action = button.dataset.action;
      buttons.forEach((b) => { b.disabled = true; });
      status.textContent = action === 'pay' ? 'Paying...' : 'Failing the payment...';
      try {
        const response = await fetch('/sandbox-checkout/' + encodeURIComponent(orderId) + '/' + action, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: '{}',
        });
        const data = await response.json();
        if (!response.ok) throw new Error(data.errorMessage || 'The test payment failed.');
        status.textContent = action === 'pay' ? 'Test payment made.' : 'Test payment failed.';
        report(action === 'pay' ? Object.assign({ status: 'paid' }, data) : { status: 'failed' });
      } catch (error) {
        status.textContent = error.message;
        report({ status: 'failed', error: error.message });
      }
      if (window.opener) window.close();
    });
  });
})();
`;
