/** `npm run build`: the production build, recorded so that `npm start` knows it is current. */
import path from 'node:path';
import { build } from './build-state.ts';

build(path.resolve(import.meta.dirname, '..'));
