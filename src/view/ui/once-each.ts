// Phaser's keyboard hands a scene every key event since the last frame again with each new one
// (its queue is emptied once a frame, and only an exact repeat of the latest event is skipped): two
// keys within one frame, on a slow device or under load, would press the first twice. "1" then "a"
// on the table became "1", "1", "a": a source chosen, then dropped, then a cell as the source.

/** A keydown handler that sees each key event once, however often Phaser delivers it. */
export function onceEach(handler: (e: KeyboardEvent) => void): (e: KeyboardEvent) => void {
  const seen = new WeakSet<KeyboardEvent>();
  return (e) => {
    if (seen.has(e)) return;
    seen.add(e);
    handler(e);
  };
}
