// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, MUI_SCREENS, muiScreenImport } from './eslint.boundaries.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', 'test-output/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // RTK Query declares endpoints without an argument as `build.query<Result, void>`, which makes the hook's argument optional.
      '@typescript-eslint/no-invalid-void-type': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/client/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server and the tooling run on Node and may print to the console (start-up banner, CLI output).
    files: [
      'server/**/*.ts',
      'bench/**/*.ts',
      'tools/**/*.ts',
      '__tests__/server/**/*.ts',
      '__tests__/e2e/**/*.ts',
      '*.{js,mjs,ts}',
      '.ci/**/*.js',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
  },
  {
    // The layering, checked: no import cycles (a lazy `import()` counts), and each layer imports only what it may.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // The first screens and the lists are drawn with static CSS: one MUI import there would load MUI (and draw it
    // without its theme) on every list. MUI belongs to the screens the router and the menus load through
    // lazyWithMuiTheme, and those may only be loaded lazily from here.
    files: ['src/**/*.{ts,tsx}'],
    ignores: MUI_SCREENS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/*', '@emotion/*'],
              message:
                'This file is drawn with static CSS (src/ui); MUI belongs to the screens loaded lazily with its theme.',
            },
            {
              regex: muiScreenImport,
              allowTypeImports: true,
              message:
                'An MUI screen loads lazily (lazyWithMuiTheme), never through a static import from a static-CSS file.',
            },
          ],
        },
      ],
    },
  },
  {
    // A <button> without a type submits its form: a picker's toggle or a Clear would send a half-filled form (D-77).
    // Every button says what it does; the form's own submit says type="submit".
    files: ['src/**/*.tsx', '__tests__/client/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='button']:not(:has(> JSXAttribute[name.name='type']))",
          message: 'A <button> needs an explicit type: "button", or "submit" for the one button that sends its form.',
        },
        {
          selector:
            "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='type']:not([value.type='Literal'][value.value=/^(button|submit|reset)$/])",
          message: 'A <button> type is written out: "button", "submit" or "reset".',
        },
      ],
    },
  },
  prettier,
);
