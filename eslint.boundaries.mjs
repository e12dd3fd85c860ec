// @ts-check
// The import boundaries ESLint enforces (import-x/no-restricted-paths), kept apart from the style rules they sit beside.
import { readdirSync } from 'node:fs';

/**
 * The files drawn with MUI. Each is reached only through lazyWithMuiTheme (directly, or from another file of this
 * list), so MUI and its theme download with the first of them; every other file of src/ is drawn with static CSS.
 */
export const MUI_SCREENS = [
  'src/components/feedback/SuccessSnackbar.tsx',
  'src/components/layout/AccountMenuList.tsx',
  'src/components/layout/NavDrawer.tsx',
  'src/components/resource/ConfirmDialog.tsx',
  'src/components/resource/DetailsPage.tsx',
  'src/components/resource/FormInput.tsx',
  'src/components/resource/FormPage.tsx',
  'src/components/resource/InvalidIdAlert.tsx',
  'src/components/resource/RecordForm.tsx',
  'src/components/resource/RelationPicker.tsx',
  'src/components/resource/recordScreens.ts',
  'src/pages/HealthCheck/DataRuleBreaches.tsx',
  'src/pages/HealthCheck/HealthCheckPage.tsx',
  'src/pages/HealthCheck/HealthReportView.tsx',
  'src/pages/HealthCheck/StatusChip.tsx',
  'src/pages/Home/dashboard/charts/SalesByClassChart.tsx',
  'src/pages/Home/dashboard/charts/TicketsPerDayChart.tsx',
  'src/pages/NotFoundPage.tsx',
  'src/pages/UnauthorizedPage.tsx',
  'src/theme/AppThemeProvider.tsx',
  'src/theme/themes.ts',
];

const MUI_MODULE_NAMES = MUI_SCREENS.map((file) => file.replace(/^.*\//, '').replace(/\.tsx?$/, ''));

/** A static import of one of MUI_SCREENS, by the end of its path ('./DetailsPage', '../../theme/themes'). */
export const muiScreenImport = `^\\.{1,2}/(.*/)?(${MUI_MODULE_NAMES.join('|')})$`;

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const outsideFeatures = readdirSync(new URL('./src', import.meta.url))
  .filter((name) => name !== 'features')
  .map((name) => `./src/${name}`);

/** The zones of import-x/no-restricted-paths: who may not import what, and why. */
export const boundaryZones = [
  {
    target: './src/domain',
    from: [
      './node_modules/react',
      './node_modules/react-dom',
      './node_modules/@types/react',
      './node_modules/@types/react-dom',
      './node_modules/@mui',
      './node_modules/@emotion',
      './server',
    ],
    message: 'src/domain is framework-free (the server imports it too): no React, MUI or server code.',
  },
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain is the bottom layer: it imports only from itself.',
  },
  {
    target: ['./server', './tools', './bench'],
    from: './src',
    except: ['./domain'],
    message: 'The server and its tools share only src/domain with the app.',
  },
  // A feature's index.ts is its public face; its other files may change without the other features noticing.
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/features/${feature}`,
        from: `./src/features/${other}`,
        except: ['./index.ts'],
        message: `Import another feature through its index: '../${other}'.`,
      })),
  ),
  {
    // The composition root loads each feature's screens (lazily); nothing else of the app reaches into a feature.
    target: outsideFeatures,
    from: './src/features',
    except: features.flatMap((feature) => [`./${feature}/index.ts`, `./${feature}/screens.tsx`]),
    message: "Outside the features, use a feature's index.ts (or, in src/app, lazily load its screens.tsx).",
  },
];
