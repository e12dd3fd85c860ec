import webpack from 'webpack';
import configure from '../webpack.config';

// The production build through webpack's own API (webpack-cli's newest major needs Node 22, and the command line added
// nothing here). A terminal sees one line of progress that rewrites itself; a log sees the percentages at each tenth.

const terminal = process.stdout.isTTY === true;

function showProgress(): webpack.ProgressPlugin {
  let lastTenth = -1;
  return new webpack.ProgressPlugin((fraction, stage) => {
    const percent = Math.floor(fraction * 100);
    if (terminal) {
      process.stdout.write(`\r  ${String(percent).padStart(3)}% ${stage}`.padEnd(60).slice(0, 60));
      if (fraction === 1) process.stdout.write('\r'.padEnd(61) + '\r');
    } else if (Math.floor(percent / 10) > lastTenth) {
      lastTenth = Math.floor(percent / 10);
      console.log(`  ${percent}% ${stage}`);
    }
  });
}

/** Builds the app into dist/. Resolves with the build's warnings (as text); rejects with its errors. */
export function buildApp(): Promise<string[]> {
  const config = configure({}, { mode: 'production' });
  config.plugins = [...(config.plugins ?? []), showProgress()];
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error('webpack gave no result'));
        const info = stats.toJson({ preset: 'errors-warnings' });
        const describe = (problem: webpack.StatsError): string =>
          [problem.moduleName, problem.message].filter(Boolean).join('\n');
        if (stats.hasErrors()) return reject(new Error((info.errors ?? []).map(describe).join('\n\n')));
        resolve((info.warnings ?? []).map(describe));
      });
    });
  });
}
