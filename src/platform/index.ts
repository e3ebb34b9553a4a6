// The platform's public surface: what the outside world provides, behind small interfaces.
// Nothing here imports Phaser; the view and main.ts import from this file.
export type { CommandCounts } from './adapter-post-message';
export * from './audio';
export * from './game-control';
export * from './i18n';
export * from './idle';
export * from './notices';
export * from './page-guards';
export * from './portal';
export * from './portal-messages';
export * from './portal-origin';
export * from './refusal-words';
export * from './renderer-choice';
export * from './rules-text';
export * from './save-slots';
export * from './saved-games';
export * from './service-worker';
export * from './services';
export * from './settings';
export * from './sound-gate';
export * from './statistics';
export * from './store';
export * from './url';
export * from './view-ports';
