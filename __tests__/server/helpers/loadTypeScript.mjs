// The server suite runs in plain Node (jest-light-runner), which cannot load TypeScript by itself: this registers tsx,
// the loader `npm start` runs the server with, for the test files and everything they import. It is JavaScript
// because nothing can load TypeScript before it has run.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerModules } from 'tsx/esm/api';

registerModules();
registerCommonJs();
