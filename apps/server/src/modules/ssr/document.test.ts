import { describe, expect, it } from 'vitest';
import { assetLinks, type Manifest } from './document';

// The shape of Vite's manifest for the shell, a page and a stylesheet the page's route imports alone.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a1.js', css: ['assets/index-a1.css'], isEntry: true, imports: ['_shared-b2.js'] },
  '_shared-b2.js': { file: 'assets/shared-b2.js', css: ['assets/shared-b2.css'] },
  'src/features/menu/MenuPage.tsx': {
    file: 'assets/MenuPage-c3.js',
    css: ['assets/MenuPage-c3.css'],
    imports: ['_shared-b2.js'],
  },
  'src/styles/widgets.scss': { file: 'assets/widgets-d4.css' },
};

describe('the stylesheets a rendered page links', () => {
  it("links the page's styles and the form widgets' stylesheet, so fields are styled before any script runs", () => {
    const links = assetLinks(manifest, ['src/features/menu/MenuPage.tsx', 'src/styles/widgets.scss']);
    expect(links).toContain('href="/assets/MenuPage-c3.css"');
    expect(links).toContain('href="/assets/widgets-d4.css"');
  });

  it('leaves out what the shell already links', () => {
    const links = assetLinks(manifest, ['src/features/menu/MenuPage.tsx']);
    expect(links).not.toContain('index-a1.css');
    expect(links).not.toContain('shared-b2.css');
  });
});
