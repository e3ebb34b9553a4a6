/**
 * Phaser's CommonJS sources, imported by `src/phaser-custom.ts` through the `phaser-src/…` alias
 * (see tools/browser/phaser-build.ts). They are untyped here on purpose: phaser-custom.ts gives the
 * assembled namespace the types of `phaser` (node_modules/phaser/types).
 */
declare module 'phaser-src/*' {
  const value: unknown;
  export default value;
}
