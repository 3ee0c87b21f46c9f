import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the fonts the first screen paints with (the hero's title and
 * text), found in the bundle by their original names, so the browser fetches them with the CSS
 * instead of after it has been parsed.
 */
export function preloadFonts(originalNames: RegExp[]): Plugin {
  return {
    name: 'burgers:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const assets = Object.values(context.bundle ?? {}).filter((item) => item.type === 'asset');
        return originalNames.flatMap((pattern) => {
          const font = assets.find((asset) => asset.originalFileNames.some((name) => pattern.test(name)));
          if (!font) throw new Error(`preload-fonts: no font in the bundle matches ${pattern}`);
          return [
            {
              tag: 'link',
              attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}
