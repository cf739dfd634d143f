import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const FEATURES_DIR = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  // Import direction: the domain is pure; the server never reaches into the web.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@staffing/*', 'node:*', 'fs', 'path'] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@staffing/web', '**/apps/web/**'] }],
    },
  },
  // Features do not import each other (docs/decisions/0016-feature-isolation.md): what two features share moves to
  // apps/web/src/shared, and a page in apps/web/src/app composes them. One block per feature
  // folder, so a new feature is guarded as soon as it exists.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '../../app/*'],
              message: 'features must not import the app layer',
            },
            ...(webFeatures.length > 1
              ? [
                  {
                    regex: `^(\\.\\./)+(features/)?(${webFeatures
                      .filter((other) => other !== feature)
                      .join('|')})(/|$)`,
                    message: `features/${feature} must not import another feature: move the shared piece to apps/web/src/shared, or compose both features in apps/web/src/app`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  // The web reaches the API only through the typed client (shared/api/typed-api.ts), whose paths,
  // parameters, bodies and replies come from the server's OpenAPI document.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/\\/api\\/(index|api-client)(\\.ts)?$/] > ImportSpecifier[imported.name=/^(api|apiFetch|apiFetchResponse|buildUrl)$/]',
          message:
            'Call the API through apiClient (shared/api): its paths and replies are typed by the OpenAPI document.',
        },
        {
          selector:
            "CallExpression[callee.name='fetch'] > Literal[value=/^\\/api/], CallExpression[callee.name='fetch'] > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api/]",
          message: 'Call the API through apiClient (shared/api), not a raw fetch.',
        },
      ],
    },
  },
);
