/**
 * A tiny browser for sign-in flows over real HTTP: it keeps cookies and follows redirects one by
 * one, stopping when it reaches the shop's web pages (which the tests read from the address alone).
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();
  /** Sends requests for the shop's address to another server (a second instance of the shop). */
  via?: string;

  constructor(private readonly shopUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Forgets one cookie, as another browser (or a tampered one) would not have it. */
  forget(name: string): void {
    this.cookies.delete(name);
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const target = this.via ? url.replace(new URL(this.shopUrl).origin, this.via) : url;
    const response = await fetch(target, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  /** Follows redirects until a page answers, or until the next stop is one of the shop's web pages. */
  async follow(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<{ url: string; response?: Response }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 15; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current).href;
      if (this.isWebPage(current)) return { url: current };
      response = await this.request(current);
    }
    throw new Error(`too many redirects, last at ${current}`);
  }

  private isWebPage(url: string): boolean {
    const target = new URL(url);
    return (
      target.origin === new URL(this.shopUrl).origin &&
      !target.pathname.startsWith('/api') &&
      !target.pathname.startsWith('/demo-idp')
    );
  }
}
