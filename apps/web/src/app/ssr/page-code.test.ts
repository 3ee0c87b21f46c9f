import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CODE_ID } from '@burgers/domain/page-rendering';
import { linkRenderedPageCode } from './page-code';

function serverList(text: string) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = PAGE_CODE_ID;
  list.textContent = text;
  document.body.append(list);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('linkRenderedPageCode', () => {
  it("links every file of the server's list as a module preload, and reads the list once", () => {
    serverList('["/assets/ProductPage-d1.js","/assets/query-q2.js"]');
    linkRenderedPageCode();
    expect(preloads()).toEqual([
      { href: '/assets/ProductPage-d1.js', crossorigin: '' },
      { href: '/assets/query-q2.js', crossorigin: '' },
    ]);
    expect(document.getElementById(PAGE_CODE_ID)).toBeNull();
    linkRenderedPageCode();
    expect(preloads()).toHaveLength(2);
  });

  it('links nothing but files of the build', () => {
    serverList('["/assets/ok-1.js","https://elsewhere.example/x.js","/api/products",3,"/assets/style.css"]');
    linkRenderedPageCode();
    expect(preloads().map((link) => link.href)).toEqual(['/assets/ok-1.js']);
  });

  it('does nothing without a list, or with one that is not a list', () => {
    linkRenderedPageCode();
    serverList('{not json');
    linkRenderedPageCode();
    serverList('{"files":[]}');
    linkRenderedPageCode();
    expect(preloads()).toEqual([]);
  });
});
