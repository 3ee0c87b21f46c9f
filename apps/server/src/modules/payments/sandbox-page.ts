import escapeHtml from 'escape-html';
import { optionsSummary } from '@burgers/domain/options';
import { formatTotal, fromCents } from '@burgers/domain/pricing';
import { SANDBOX_INSTALLMENTS } from '#adapters/payments/sandbox';
import { messages as m } from '#messages';
import { lineOptions, type OrderLineRow } from '../orders/presenter';

/** Served as a file (the shop's CSP allows no inline style or script). */
export const SANDBOX_STYLES_PATH = '/api/sandbox/assets/checkout.css';
export const SANDBOX_SCRIPT_PATH = '/api/sandbox/assets/checkout.js';

export const sandboxStyles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#ededed;color:#1f1f1f}
header{background:#ffe600;padding:14px 20px;display:flex;align-items:center;gap:10px}
header strong{color:#2d3277;font-size:1.15rem}
header span{background:#2d3277;color:#fff;border-radius:4px;padding:2px 8px;font-size:.8rem}
main{max-width:560px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:20px;margin-bottom:16px}
h1{font-size:1.35rem;margin:0 0 6px}
h2{font-size:1.05rem;margin:0 0 12px}
p.notice{margin:0;color:#4a4a4a;font-size:.9rem}
table{width:100%;border-collapse:collapse}
th,td{padding:8px 4px;border-bottom:1px solid #e5e5e5;text-align:left;font-size:.95rem}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot td,tfoot th{border-bottom:0;font-weight:700;font-size:1.1rem}
fieldset{border:0;margin:0;padding:0}
legend{font-weight:700;font-size:1.05rem;margin-bottom:10px;padding:0}
label.option{display:flex;gap:10px;align-items:center;border:1px solid #cfcfcf;border-radius:6px;padding:12px;margin-bottom:8px;cursor:pointer}
label.option:has(input:checked){border-color:#0061b0;background:#eef6fd}
input[type=radio]{width:18px;height:18px;accent-color:#0061b0}
.actions{display:grid;gap:10px;margin-top:16px}
button{font:inherit;font-weight:600;border-radius:6px;padding:12px;cursor:pointer;border:2px solid transparent}
button:focus-visible{outline:3px solid #2d3277;outline-offset:2px}
button:disabled{opacity:.6;cursor:progress}
.approve{background:#0061b0;color:#fff}
.pending{background:#fff;color:#0061b0;border-color:#0061b0}
.reject{background:#fff;color:#b3261e;border-color:#b3261e}
#status{min-height:1.5em;margin:12px 0 0;font-weight:600}
#status.error{color:#b3261e}
a{color:#0061b0}
`;

export const sandboxScript = `
const form = document.getElementById('pay');
const status = document.getElementById('status');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const buttons = form.querySelectorAll('button');
  const choice = event.submitter ? event.submitter.value : 'approved';
  buttons.forEach((b) => { b.disabled = true; });
  status.className = '';
  status.textContent = form.dataset.processing;
  try {
    const response = await fetch(form.dataset.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ preference_id: form.dataset.preference, status: choice, installments: Number(new FormData(form).get('installments')) }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(body && body.error);
    window.location.assign(body.redirect);
  } catch (error) {
    status.className = 'error';
    status.textContent = (error && error.message) || form.dataset.failed;
    buttons.forEach((b) => { b.disabled = false; });
  }
});
`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.sandboxPageTitle)} - Burgers Devoto</title>
<link rel="stylesheet" href="${SANDBOX_STYLES_PATH}">
</head>
<body>
<header><strong>Burgers Devoto</strong><span>${escapeHtml(m.sandboxPageBrand)}</span></header>
<main>
${body}
</main>
</body>
</html>`;
}

function installmentLabel(count: number, totalCents: number): string {
  const each = formatTotal(fromCents(Math.round(totalCents / count)));
  const word = count === 1 ? m.sandboxPageInstallment : m.sandboxPageInstallmentsPlural;
  return `${count} ${word} ${each} ${m.sandboxPageNoInterest}`;
}

export interface SandboxPageInput {
  preferenceId: string;
  totalCents: number;
  lines: readonly OrderLineRow[];
  paid: boolean;
  /** Unpaid past ORDER_TTL_HOURS: the page says so instead of offering to pay. */
  expired: boolean;
  storeUrl: string;
}

/** A checkout page that looks and behaves like the provider's: items, total, installments, a choice. */
export function renderSandboxCheckout(input: SandboxPageInput): string {
  const rows = input.lines
    .map((line) => {
      const amount = formatTotal(fromCents(line.unitPriceCents * line.quantity - line.discountCents));
      const chosen = optionsSummary(lineOptions(line.options));
      const note = line.note ? `<br><small><em>${escapeHtml(line.note)}</em></small>` : '';
      const details = (chosen ? `<br><small>${escapeHtml(chosen)}</small>` : '') + note;
      return `<tr><td>${escapeHtml(line.title)}${details}</td><td class="num">${line.quantity}</td><td class="num">${escapeHtml(amount)}</td></tr>`;
    })
    .join('\n');
  const total = escapeHtml(formatTotal(fromCents(input.totalCents)));
  const summary = `<section class="card">
<h1>${escapeHtml(m.sandboxPageTitle)}</h1>
<p class="notice">${escapeHtml(m.sandboxPageNotice)}</p>
</section>
<section class="card" aria-labelledby="items-title">
<h2 id="items-title">${escapeHtml(m.sandboxPageItems)}</h2>
<table>
<thead><tr><th scope="col">${escapeHtml(m.sandboxPageProduct)}</th><th scope="col" class="num">${escapeHtml(m.sandboxPageQuantity)}</th><th scope="col" class="num">${escapeHtml(m.sandboxPageAmount)}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">${escapeHtml(m.sandboxPageTotal)}</th><td class="num">${total}</td></tr></tfoot>
</table>
</section>`;

  if (input.paid) {
    return layout(`${summary}
<section class="card"><p role="status">${escapeHtml(m.sandboxPagePaid)}</p><a href="${escapeHtml(input.storeUrl)}">${escapeHtml(m.sandboxPageBack)}</a></section>`);
  }

  if (input.expired) {
    return layout(`${summary}
<section class="card"><p role="alert">${escapeHtml(m.orderExpired)}</p><a href="${escapeHtml(input.storeUrl)}">${escapeHtml(m.sandboxPageBack)}</a></section>`);
  }

  const options = SANDBOX_INSTALLMENTS.map(
    (count) =>
      `<label class="option"><input type="radio" name="installments" value="${count}"${count === 1 ? ' checked' : ''}> ${escapeHtml(installmentLabel(count, input.totalCents))}</label>`,
  ).join('\n');

  return layout(`${summary}
<form id="pay" class="card" data-endpoint="../payments" data-preference="${escapeHtml(input.preferenceId)}" data-processing="${escapeHtml(m.sandboxPageProcessing)}" data-failed="${escapeHtml(m.sandboxPageFailed)}">
<fieldset>
<legend>${escapeHtml(m.sandboxPageInstallments)}</legend>
${options}
</fieldset>
<div class="actions" role="group" aria-label="${escapeHtml(m.sandboxPageActions)}">
<button type="submit" name="status" value="approved" class="approve">${escapeHtml(m.sandboxPageApprove)}</button>
<button type="submit" name="status" value="in_process" class="pending">${escapeHtml(m.sandboxPagePending)}</button>
<button type="submit" name="status" value="rejected" class="reject">${escapeHtml(m.sandboxPageReject)}</button>
</div>
<p id="status" role="status" aria-live="polite"></p>
</form>
<script src="${SANDBOX_SCRIPT_PATH}"></script>`);
}

/** The page for an unknown preference, in the same dress. */
export function renderSandboxNotFound(storeUrl: string): string {
  return layout(
    `<section class="card"><h1>${escapeHtml(m.preferenceNotFound)}</h1><a href="${escapeHtml(storeUrl)}">${escapeHtml(m.sandboxPageBack)}</a></section>`,
  );
}
