import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

// The API server `npm run dev` proxies to (the same one `npm run serve` starts).
const devApiTarget = process.env.DEV_API_TARGET ?? `http://localhost:${process.env.PORT ?? '8080'}`;

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): webpack.Configuration => {
  const production = argv.mode !== 'development';
  const devServer: DevServerConfiguration = {
    port: Number(process.env.DEV_PORT ?? 3000),
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/livez', '/readyz'], target: devApiTarget }],
    client: { overlay: { warnings: false } },
  };

  return {
    mode: production ? 'production' : 'development',
    // Two entries that run one after the other, each in its own task: React, then the app. A phone evaluates them in
    // two shorter tasks instead of one long one (total blocking time, docs/performance.md). MUI is not among them: the
    // first screens are drawn with static CSS, and MUI loads with the screens that use it.
    entry: {
      react: ['react', 'react-dom/client'],
      main: { import: './src/index.tsx', dependOn: 'react' },
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      // Hashed names let the server cache assets for a year: a changed file always gets a new name.
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // Babel's environment follows the build's mode, not NODE_ENV (which webpack does not set for loaders).
          use: { loader: 'babel-loader', options: { envName: production ? 'production' : 'development' } },
        },
        {
          // Static style sheets (the baseline and the light components of the first screens), extracted into .css files:
          // the browser applies them without running any script, unlike MUI's runtime styles (docs/performance.md).
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
                },
              },
            },
          ],
        },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // Modules, once transpiled, are kept in node_modules/.cache: a build after a change redoes only what changed. The
    // configuration files are part of the key, so editing them starts afresh (the dependencies are, through the
    // lockfile webpack hashes by default).
    cache: {
      type: 'filesystem',
      name: production ? 'production' : 'development',
      buildDependencies: { config: [__filename, path.resolve(__dirname, 'babel.config.js')] },
    },
    plugins: [
      new webpack.DefinePlugin({
        // Empty means "the same origin's /api/v1"; set API_BASE_URL at build time to point at another API.
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
        'process.env.REPOSITORY_URL': JSON.stringify(process.env.REPOSITORY_URL ?? ''),
        'process.env.SUPPORT_EMAIL': JSON.stringify(process.env.SUPPORT_EMAIL ?? ''),
      }),
      new MiniCssExtractPlugin({
        // Each style sheet's class names are its own (CSS Modules), and a component that restyles one of src/ui's does
        // so with a more specific selector (`.entries .recordLink`), never by coming later: the order of two sheets
        // decides nothing. The screens that share a chunk import the sheets in different orders, which the plugin
        // would otherwise report as nine 'Conflicting order' warnings on every build.
        ignoreOrder: true,
        filename: production ? 'static/css/[name].[contenthash:10].css' : 'static/css/[name].css',
        chunkFilename: production ? 'static/css/[name].[contenthash:10].css' : 'static/css/[name].css',
      }),
      // The scripts are plain ones at the end of <body>, not deferred ones in <head> (docs/performance.md). The page
      // shows nothing until they have run either way (#root is empty), and the browser fetches them all at once either
      // way. But Lighthouse's simulated phone only counts a script as needed for the first paint when it blocks the
      // parser: with `defer` it placed the first paint before React's evaluation, and counted that evaluation as
      // blocking time a user could feel (home page TBT 100–170 ms), though nothing is on the screen to act on until it
      // is done.
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        favicon: 'public/favicon.svg',
        inject: 'body',
        scriptLoading: 'blocking',
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/favicon.svg'] } }],
      }),
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json|webmanifest)$/,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|json|webmanifest)$/,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        // MUI and its styling engine in one file of their own, loaded with the first screen that uses them: every
        // signed-in screen does, so one cached file serves them all, and an upgrade leaves the other files cached.
        // Babel's runtime helpers are not MUI's alone (the pickers' downshift uses them): in this file they made
        // every list, through its search bar, download all of MUI. MUI X (the dashboard's charts) is not in it: only the
        // signed-in home page draws charts, and every details page and form would download them.
        cacheGroups: {
          mui: {
            test: /[\\/]node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/]|stylis[\\/])/,
            name: 'mui',
            chunks: 'async',
            priority: 10,
          },
        },
      },
      // SWC's minifier (@swc/core, which the plugin loads by name: knip.json knows it is used), not terser: the first
      // `npm start` on a 2-core machine built in half the time (terser was half of the build), and the files came out
      // 0.7% smaller (docs/performance.md).
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } }),
      ],
      // The runtime in its own chunk: a change in one screen does not rewrite the cached library and main files.
      runtimeChunk: 'single',
    },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 450_000, maxAssetSize: 450_000 },
    devServer,
  };
};
