import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const { createNodeResolver } = importX;
const root = (path) => fileURLToPath(new URL(path, import.meta.url));
const web = 'apps/web/src';
const server = 'apps/server/src';
// Every feature folder gets its own zone, so a feature added tomorrow is covered too.
const features = readdirSync(root(`${web}/features`), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The same for the server's modules: each may use another's service, never its repository.
const modules = readdirSync(root(`${server}/modules`), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const repositories = (module) => `${server}/modules/${module}/*repo.ts`;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/server/dist-bench/**',
      '**/node_modules/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
      '.tmp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Rules that need the types: promises nobody awaits and switches that forget a case are real bugs.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'bench/*.ts'] },
        tsconfigRootDir: root('.'),
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Boundaries, checked on every import (bulletproof-react's way): which folder may use which.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads only .js files, and a cycle through .ts files goes unseen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@burgers/domain': root('packages/domain/src') },
        }),
      ],
    },
    rules: {
      // One order everywhere, so a reader finds an import where it belongs and a diff shows only what changed:
      // Node, packages, the workspace's own `#` imports and @burgers/domain, then relative files.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@burgers/**', group: 'internal', position: 'before' },
            { pattern: '#**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      // Skips type-only imports (no option counts them): scripts/check-import-cycles.mjs, in `npm run lint`, does.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root('.'),
          zones: [
            {
              // The domain is pure: zod, turf's pure geometry (delivery zones) and its own files, nothing
              // of ours, no I/O (its tests may use their tools).
              target: 'packages/domain/src/**/!(*.test).ts',
              from: ['apps', 'e2e', 'scripts', 'bench'],
              message: 'packages/domain imports only zod and its own files.',
            },
            {
              target: 'packages/domain/src/**/!(*.test).ts',
              from: 'node_modules',
              except: ['./zod', './@turf'],
              message: 'packages/domain imports only zod, @turf and its own files.',
            },
            {
              target: [`${web}/lib`, `${web}/components`, `${web}/stores`, `${web}/api`],
              from: [`${web}/app`, `${web}/features`],
              message: 'Shared web code never imports the app shell or a feature; pass what it needs in.',
            },
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message:
                'Features do not import each other; move the shared piece to components/, api/, stores/ or lib/.',
            })),
            {
              // Every routes file (routes.ts, *-routes.ts).
              target: `${server}/modules/*/*routes.ts`,
              from: `${server}/modules/*/*repo.ts`,
              message: 'Routes call services; only services reach the repositories.',
            },
            ...modules.map((module) => ({
              target: `${server}/modules/${module}`,
              from: modules.filter((other) => other !== module).map(repositories),
              message: "A module reaches another module's data through that module's service, never its repository.",
            })),
            {
              target: `${server}/modules`,
              from: `${server}/app.ts`,
              message: 'Modules do not import app.ts; the types they share live in src/context.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in the repositories (repo.ts, *-repo.ts), the database setup (db/) and the adapters
    // that own a table; everything else asks a repository. Types of the schema may be read anywhere.
    files: [`${server}/**/*.ts`],
    ignores: [
      `${server}/modules/*/repo.ts`,
      `${server}/modules/*/*-repo.ts`,
      `${server}/db/**`,
      `${server}/adapters/**`,
      // Backups, metrics and the planner's statistics read the whole database, table by table, like db/ does.
      `${server}/ops/**`,
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '#db/schema'],
              allowTypeImports: true,
              message: 'SQL belongs in a repository (repo.ts or *-repo.ts), db/ or an adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    // A file two folders away is named from its workspace's root (package.json `imports`: `#lib/errors`,
    // `#features/menu/MenuPage`), so moving a file does not mean counting dots.
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import it with its # path (package.json imports).' }] },
      ],
    },
  },
  {
    // The storefront draws its icons from components/icons (scripts/generate-icons.mjs): importing a
    // react-icons family made the bundler share one chunk of every icon of it between the pages using any.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Import it with its # path (package.json imports).' },
            {
              group: ['react-icons', 'react-icons/*'],
              message: 'Draw it from #components/icons (node scripts/generate-icons.mjs IconName adds one).',
            },
          ],
        },
      ],
    },
  },
  {
    // Node built-ins are not files, so the path zones cannot see them: the domain stays free of I/O here.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@burgers/*', 'node:*', 'fs', 'path'] }],
    },
  },
  {
    // A page's address is written once, in the domain's page list (@burgers/domain/pages): links,
    // redirects and the page map take PATHS.x or href('x', params), never the address itself.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXAttribute[name.name=/^(to|href)$/] > Literal[value=/^\\//]',
          'JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > Literal[value=/^\\//]',
          'JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=/^\\//]',
          'CallExpression[callee.name="navigate"] > Literal[value=/^\\//]',
          'CallExpression[callee.name="navigate"] > TemplateLiteral[quasis.0.value.raw=/^\\//]',
          'Property[key.name=/^(to|href|path)$/] > Literal[value=/^\\//]',
          'Property[key.name=/^(to|href|path)$/] > TemplateLiteral[quasis.0.value.raw=/^\\//]',
        ].map((selector) => ({
          selector,
          message: "A page's address comes from PATHS or href() (@burgers/domain/pages, through #lib/paths).",
        })),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
