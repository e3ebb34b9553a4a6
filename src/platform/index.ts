// The platform's public surface: what the outside world provides, behind small interfaces.
// Nothing here imports Phaser; the view and main.ts import from this file.
export * from './audio';
export * from './i18n';
export * from './notices';
export * from './portal';
export * from './rules-text';
export * from './save-slots';
export * from './saved-games';
export * from './services';
export * from './settings';
export * from './statistics';
export * from './store';
export * from './url';
export * from './view-ports';
