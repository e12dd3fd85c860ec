import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import configure from '../webpack.config';

// `npm run dev`'s web half: webpack-dev-server through its API, with hot reload, on the configuration's devServer
// settings (port 3000, proxying the API to the server on 8080).
const config = configure({}, { mode: 'development' });
const server = new WebpackDevServer(config.devServer, webpack(config));

server.start().catch((error: unknown) => {
  console.error(`The development server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
