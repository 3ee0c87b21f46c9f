import { expect, type Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation a page reports (the browser fires
 * `securitypolicyviolation` on the document), from the first script on, in every frame of ours.
 * Call before navigating; `expectNoCspViolations` then fails with the blocked resources.
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

export async function expectNoCspViolations(page: Page): Promise<void> {
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect(violations, `CSP violations on ${new URL(page.url()).pathname}`).toEqual([]);
}
