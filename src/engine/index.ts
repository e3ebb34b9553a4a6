// The engine's public surface: pure TypeScript, no Phaser, Howler or DOM.
export * from './auto-moves';
export * from './cards';
export * from './deal';
export * from './destinations';
export * from './games';
export * from './kept-line';
export * from './move-ranking';
export * from './moves';
export * from './notation';
export * from './plurals';
export * from './position-text';
export * from './random';
export * from './reasons';
export * from './rules';
export * from './save';
export * from './session';
export * from './state';
