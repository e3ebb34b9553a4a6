import { GAME_IDS } from './helpers';
import { soakSuite } from './soak-suite';

// The short soak (soak-suite.ts) of the first half of the games on Canvas.
soakSuite('canvas', GAME_IDS.slice(0, Math.ceil(GAME_IDS.length / 2)));
