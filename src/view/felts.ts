import { ports, type TableColour } from './ports';

// The table's felt in each colour the player may choose (Settings: table colour), with the darker
// shades of it that the menu draws its header, tiles and buttons in.

export interface Felt {
  /** The table, the menu's background and the page behind the canvas. */
  readonly table: string;
  readonly header: number;
  readonly tile: number;
  readonly button: number;
  readonly buttonPressed: number;
}

export const FELTS: Readonly<Record<TableColour, Felt>> = {
  green: { table: '#0b5d3b', header: 0x083d27, tile: 0x0e3f2b, button: 0x123b2a, buttonPressed: 0x2f7a57 },
  blue: { table: '#17486e', header: 0x0e314d, tile: 0x123a59, button: 0x133550, buttonPressed: 0x2f6a99 },
  red: { table: '#6b1e2b', header: 0x4a141e, tile: 0x531a25, button: 0x4a1822, buttonPressed: 0x8c3445 },
  grey: { table: '#3a4046', header: 0x272b30, tile: 0x2e3338, button: 0x2b3035, buttonPressed: 0x56606a },
};

export function feltOf(colour: TableColour | undefined): Felt {
  return FELTS[colour ?? 'green'] ?? FELTS.green;
}

/** The felt the settings ask for now. */
export function currentFelt(): Felt {
  return feltOf(ports().settings.get().tableColour);
}
