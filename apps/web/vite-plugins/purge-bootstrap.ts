import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { Helpers, Plugin as PostcssPlugin, Root } from 'postcss';

/**
 * Removes the Bootstrap rules no page uses from the site-wide stylesheets (styles/main.scss, widgets.scss, menu-widgets.scss):
 * Bootstrap's utilities alone are most of its size. Class names are read from the app's source
 * and from react-bootstrap (which builds some from props: `variant="primary"` -> `btn-primary`),
 * so those families are kept whole. Feature stylesheets and our own partials are left as written.
 */
/** The react-bootstrap components the app renders; their own class names are read from their code. */
const USED_COMPONENTS = [
  'Alert',
  'AlertHeading',
  'AlertLink',
  'Badge',
  'Button',
  'Carousel',
  'CarouselItem',
  'CarouselCaption',
  'Col',
  'Row',
  'FormCheck',
  'FormCheckInput',
  'FormCheckLabel',
  'FormControl',
  'FormGroup',
  'FormLabel',
  'FormSelect',
  'FormText',
  'Feedback',
  'Modal',
  'ModalBody',
  'ModalDialog',
  'ModalFooter',
  'ModalHeader',
  'ModalTitle',
  'AbstractModalHeader',
  'CloseButton',
  'Spinner',
  'Fade',
  'InputGroup',
];

export function purgeBootstrap(): PostcssPlugin {
  const purge = purgeCSSPlugin({
    content: [
      './index.html',
      './src/**/*.{ts,tsx}',
      ...USED_COMPONENTS.map((name) => `../../node_modules/react-bootstrap/esm/${name}.js`),
    ],
    safelist: {
      // react-bootstrap joins these from props (variant, size, bg, md={6}); the states are set at run time.
      standard: [
        /^(btn|text-bg|bg|alert)-(primary|secondary|success|danger|warning|dark|link|outline-secondary|outline-danger|sm|lg)$/,
        /^text-(primary|secondary|success|danger|warning|info|light|dark|white)$/,
        /^spinner-border-sm$/,
        /^col-(sm|md|lg|xl)-\d+$/,
        /^(show|showing|hiding|fade|collapsing|active|disabled|is-valid|is-invalid)$/,
      ],
      // Modal builds its parts' classes from its prefix (`${bsPrefix}-content`), out of a reader's sight.
      deep: [/^carousel-item-/, /^modal-/, /^alert-dismissible$/],
    },
    // Custom properties are cheap and referenced from everywhere, including inline styles.
    variables: false,
    keyframes: false,
    fontFace: false,
  }) as unknown as { OnceExit(root: Root, helpers: Helpers): Promise<void> };
  return {
    postcssPlugin: 'burgers:purge-bootstrap',
    async OnceExit(root, helpers) {
      if (!/\/styles\/(main|widgets|menu-widgets)\.scss$/.test(root.source?.input.file ?? '')) return;
      await purge.OnceExit(root, helpers);
    },
  };
}
