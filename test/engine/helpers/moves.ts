import { checkMove, type Move, type Pile, type State } from '../../../src/engine';
import { explain } from '../../../src/platform/refusal-words';

// Moves written with pile names, as the CLI writes them: "t2-t1", "t3-c1", "c2-f1", "t1-t4:3", "s-w".

function pile(name: string): Pile {
  if (name === 's') return { kind: 'stock' };
  if (name === 'w') return { kind: 'waste' };
  const m = /^([tcf])(\d+)$/.exec(name);
  if (!m) throw new Error(`bad pile name ${name}`);
  const index = Number(m[2]) - 1;
  return { kind: m[1] === 't' ? 'tableau' : m[1] === 'c' ? 'cell' : 'foundation', index };
}

export function move(text: string): Move {
  const m = /^(\w+)-(\w+)(?::(\d+))?$/.exec(text);
  if (!m) throw new Error(`bad move ${text}`);
  return { from: pile(m[1] as string), to: pile(m[2] as string), n: m[3] ? Number(m[3]) : 1 };
}

/** 'legal', or the refusal as the player reads it. */
export function verdict(state: State, text: string): string {
  const v = checkMove(state, move(text));
  return v.ok ? 'legal' : explain(v.refusal);
}
