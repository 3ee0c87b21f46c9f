import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Order } from '@burgers/domain/types';
import { fetchPaperWidth, fetchPaymentTerms, fetchPurchaseQr } from '#api/printing';
import { CustomerTicket } from './CustomerTicket';
import { KitchenTicket } from './KitchenTicket';
import './print.scss';

export type TicketKind = 'comanda' | 'ticket';

const MM_PER_PX = 25.4 / 96;
/** Room left under the last line, so the cutter never cuts through it. */
const BOTTOM_MARGIN_MM = 8;

let root: Root | null = null;
let container: HTMLDivElement | null = null;
let pageStyle: CSSStyleSheet | null = null;
let queue: Promise<void> = Promise.resolve();

function ensureHost(): { root: Root; container: HTMLDivElement } {
  if (!container || !root) {
    container = document.createElement('div');
    container.className = 'print-root';
    document.body.append(container);
    root = createRoot(container);
  }
  return { root, container };
}

/**
 * The printed page is exactly as long as the ticket (one page on a roll whatever the lines), and
 * as wide as the paper. Kept after printing, so whatever prints the page again prints the ticket.
 */
function setPageSize(widthMm: number, heightMm: number): void {
  // A constructed stylesheet: the shop's Content-Security-Policy allows no inline <style>.
  if (!pageStyle) {
    pageStyle = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageStyle];
  }
  pageStyle.replaceSync(`@page { size: ${widthMm}mm ${Math.ceil(heightMm)}mm; margin: 0; }`);
}

async function render(kind: TicketKind, order: Order): Promise<void> {
  const paperMm = await fetchPaperWidth();
  let content;
  if (kind === 'comanda') {
    content = <KitchenTicket order={order} />;
  } else {
    const [qrSvg, terms] = await Promise.all([fetchPurchaseQr(order.purchaseId), fetchPaymentTerms(order.purchaseId)]);
    content = <CustomerTicket order={order} terms={terms} qrSvg={qrSvg} />;
  }
  const host = ensureHost();
  host.container.dataset.paper = String(paperMm);
  host.container.dataset.kind = kind;
  flushSync(() => host.root.render(<div className={`print-sheet print-sheet--${paperMm}`}>{content}</div>));
  await document.fonts.ready;
  document.body.classList.add('is-printing');
  setPageSize(paperMm, host.container.scrollHeight * MM_PER_PX + BOTTOM_MARGIN_MM);
}

/**
 * An automated browser (navigator.webdriver: a test or a kiosk script driving it) has nobody to
 * answer the print dialog, and a headless one stays "being printed" until the page closes. There the
 * layout is left ready in the page, for whatever renders it (the DevTools protocol's printToPDF),
 * unless the script has put its own window.print in place.
 */
function openPrintDialog(): void {
  const native = /\[native code\]/.test(Function.prototype.toString.call(window.print));
  if (navigator.webdriver && native) return;
  window.print();
}

/**
 * Prints one order's comanda or ticket as a print layout of the page (text, not an image): the
 * ticket replaces the page on paper, the screen does not change. Jobs run one after the other, so
 * orders arriving together each get their own page.
 */
export function printOrder(kind: TicketKind, order: Order): Promise<void> {
  const job = queue.then(async () => {
    await render(kind, order);
    openPrintDialog();
  });
  queue = job.catch(() => {});
  return job;
}
