import { WEBGL_GAMES } from './helpers';
import { soakSuite } from './soak-suite';

// The short soak (soak-suite.ts) on WebGL, of one game of each kind of table.
soakSuite('webgl', WEBGL_GAMES);
