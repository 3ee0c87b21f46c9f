import { describe, expect, it } from 'vitest';
import { isUnlisted, LISTED_PAGES, LISTED_PRODUCT_PAGE } from '@burgers/domain/search-engines';
import { PAGES } from './pages';

const pages = PAGES.filter((page) => page.path !== '*');
const isListed = (path: string) => (LISTED_PAGES as readonly string[]).includes(path) || path === LISTED_PRODUCT_PAGE;

describe('what /sitemap.xml and /robots.txt say of the web app pages', () => {
  it('either lists every page or keeps it out, never both', () => {
    const undecided = pages.filter((page) => isListed(page.path) === isUnlisted(page.path)).map((page) => page.path);
    expect(undecided).toEqual([]);
  });

  it('keeps out every page behind a login, a role or for guests only', () => {
    const guardedButListed = pages.filter((page) => page.guard && !isUnlisted(page.path)).map((page) => page.path);
    expect(guardedButListed).toEqual([]);
  });

  it('lists only pages that exist and anyone may open', () => {
    for (const path of [...LISTED_PAGES, LISTED_PRODUCT_PAGE]) {
      const page = pages.find((candidate) => candidate.path === path);
      expect(page, path).toBeDefined();
      expect(page?.guard, path).toBeUndefined();
    }
  });
});
