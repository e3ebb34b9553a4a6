import { GAME_IDS } from './helpers';
import { soakSuite } from './soak-suite';

// The short soak (soak-suite.ts) on WebGL, of every game (WebGL asked for on software GL runs
// without multisampling, twice the frames: all sixteen cost about what six did).
soakSuite('webgl', GAME_IDS);
