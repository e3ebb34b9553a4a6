import * as Phaser from 'phaser';
import { type Card, fullDeck, rankOf } from '../../engine';
import { whenIdle } from '../../platform/idle';
import { drawNextFrame } from '../draw-on-demand';
import { type CardBack, ports } from '../ports';
import { drawFace } from './card-art';
import { drawBack } from './card-backs';
import { courtFiguresLoaded, loadCourtFigures } from './court-figures';
import { drawSlot, SLOT_KINDS, type SlotKind, type SlotLabels, slotLabelsKey } from './slot-art';

/** How the cards of a table look, besides their size. */
export interface CardStyle {
  readonly fourColour: boolean;
  /** The index labels of ranks 1..13 (rank-labels.ts). */
  readonly ranks: readonly string[];
  readonly slotLabels: SlotLabels;
  /** The design of the back: the setting's when not given. */
  readonly back?: CardBack;
  /** The index rank over suit, for columns that overlap side by side (layout.ts). */
  readonly stackedIndex?: boolean;
}

/** Where a picture lives: a texture and a frame of it (`image.setTexture(key, frame)`). */
export interface CardFrame {
  readonly key: string;
  readonly frame: string;
}

/**
 * The largest side of one atlas page. 4096 is what practically every WebGL device takes; larger
 * cards (big screens at a high devicePixelRatio) spill onto further pages.
 */
const MAX_PAGE = 4096;
/**
 * Transparent pixels between pictures, so that a card drawn between pixels or scaled (a lifted
 * card) samples nothing of its neighbours.
 */
const GAP = 2;

/** One picture to draw: its frame name, how to draw it at the origin of a context, and whether it may wait. */
interface Picture {
  readonly frame: string;
  readonly draw: (c: CanvasRenderingContext2D) => void;
  readonly later: boolean;
  /** A court card: drawn again when the court figures arrive. */
  readonly court: boolean;
}

/** What a page can still do once made: draw the pictures that waited, and draw its court cards again. */
interface Page {
  readonly drawLater: () => void;
  readonly redrawCourts: () => void;
}

/**
 * The card pictures of one card size and style: every face, the back and the empty slots, drawn
 * side by side on as few canvases as fit (one at usual sizes), each canvas one texture whose
 * frames are the pictures. One canvas rather than one per picture: making and first filling a
 * canvas costs more than drawing a card, and start-up makes all of them. Made again (under new
 * keys) when the size or style changes.
 */
export class CardTextures {
  private generation = 0;
  private made: string[] = [];
  private spec = '';
  /** Frame name to the key of the page that holds it. */
  private pageOf = new Map<string, string>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly prefix = 'table',
  ) {}

  /**
   * Makes the textures for this size and style unless they exist; true if they were made anew.
   * `facesLater`: the faces are drawn at the start of the next frame instead of now (the back and
   * the slots are drawn now either way), for a table whose first frame shows no face.
   */
  ensure(w: number, h: number, style: CardStyle, facesLater = false): boolean {
    const { fourColour, ranks, slotLabels, stackedIndex = false } = style;
    const back = style.back ?? ports().settings.get().cardBack ?? 'blue';
    const spec = `${w}x${h}:${fourColour}:${ranks.join(',')}:${slotLabelsKey(slotLabels)}:${back}:${stackedIndex}`;
    if (spec === this.spec) return false;
    const old = this.made;
    this.spec = spec;
    this.generation++;
    this.made = [];
    this.pageOf = new Map();
    const pictures: Picture[] = [
      ...fullDeck(1).map((c) => ({
        frame: faceFrame(c),
        draw: (x: CanvasRenderingContext2D) => drawFace(x, c, w, h, fourColour, ranks, stackedIndex),
        later: facesLater,
        court: rankOf(c) > 10,
      })),
      { frame: 'back', draw: (x) => drawBack(x, w, h, back), later: false, court: false },
      ...SLOT_KINDS.flatMap((kind) =>
        // An empty foundation's picture for each group (Penta's 5 up and 5 down); one of every other kind.
        (kind === 'foundation' ? slotLabels.foundations.map((_, g) => g) : [0]).map((group) => ({
          frame: slotFrame(kind, group),
          draw: (x: CanvasRenderingContext2D) => drawSlot(x, w, h, kind, slotLabels, group),
          later: false,
          court: false,
        })),
      ),
    ];
    const columns = Math.max(1, Math.min(pictures.length, Math.floor((MAX_PAGE + GAP) / (w + GAP))));
    const rows = Math.max(1, Math.floor((MAX_PAGE + GAP) / (h + GAP)));
    const pages: Page[] = [];
    for (let first = 0, page = 0; first < pictures.length; first += columns * rows, page++) {
      const key = `${this.prefix}-cards-${this.generation}-${page}`;
      pages.push(this.addPage(key, pictures.slice(first, first + columns * rows), columns, w, h));
    }
    if (facesLater) {
      this.atNextFrame(this.generation, () => {
        for (const p of pages) p.drawLater();
      });
    }
    if (!courtFiguresLoaded()) this.courtsWhenLoaded(this.generation, pages);
    // The old generation goes once the caller has moved its sprites onto the new keys.
    const tex = this.scene.textures;
    this.scene.time.delayedCall(0, () => {
      for (const key of old) if (tex.exists(key)) tex.remove(key);
    });
    return true;
  }

  face(c: Card): CardFrame {
    return this.frame(faceFrame(c));
  }

  back(): CardFrame {
    return this.frame('back');
  }

  /** The picture of an empty pile; a foundation's is its group's (`group`, by foundationGroupIndex). */
  slot(kind: SlotKind, group = 0): CardFrame {
    return this.frame(slotFrame(kind, group));
  }

  private frame(frame: string): CardFrame {
    return { key: this.pageOf.get(frame) ?? '__MISSING', frame };
  }

  /**
   * Runs `draws` at the start of the next frame, once this one is drawn: a new task, so the
   * browser shows this frame first. Skipped if a newer generation came meanwhile.
   */
  private atNextFrame(generation: number, draw: () => void): void {
    const events = this.scene.game.events;
    events.once(Phaser.Core.Events.POST_RENDER, () => {
      events.once(Phaser.Core.Events.PRE_STEP, () => {
        if (generation === this.generation) draw();
      });
    });
  }

  /**
   * Loads the court figures once this frame is on screen and the browser has a moment (they are not
   * part of start-up), then draws the court cards of these pages again with them. Until then the
   * court cards show the simple figure. Skipped if a newer generation came meanwhile (it draws the
   * figures itself, or waits for them too).
   */
  private courtsWhenLoaded(generation: number, pages: readonly Page[]): void {
    this.scene.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
      whenIdle(() => {
        void loadCourtFigures().then((loaded) => {
          if (loaded && generation === this.generation) for (const p of pages) p.redrawCourts();
        });
      });
    });
  }

  /**
   * One canvas with `pictures` in rows of `columns`, made a texture with a frame per picture.
   * Draws the pictures that may not wait; returns what draws the others.
   */
  private addPage(key: string, pictures: readonly Picture[], columns: number, w: number, h: number): Page {
    const rows = Math.ceil(pictures.length / columns);
    const el = document.createElement('canvas');
    el.width = Math.min(pictures.length, columns) * (w + GAP) - GAP;
    el.height = rows * (h + GAP) - GAP;
    const c = el.getContext('2d');
    if (!c) throw new Error('no 2D canvas context');
    const at = (i: number) => ({ x: (i % columns) * (w + GAP), y: Math.floor(i / columns) * (h + GAP) });
    const draw = (which: (p: Picture) => boolean) => {
      pictures.forEach((p, i) => {
        if (!which(p)) return;
        const { x, y } = at(i);
        // Each picture starts from the context's defaults and cannot paint outside its own cell,
        // which is cleared first (a court card is drawn again over itself).
        c.save();
        c.clearRect(x, y, w, h);
        c.beginPath();
        c.rect(x, y, w, h);
        c.clip();
        c.translate(x, y);
        p.draw(c);
        c.restore();
      });
    };
    let laterDrawn = false;
    draw((p) => !p.later);
    const tex = this.scene.textures;
    if (tex.exists(key)) tex.remove(key);
    // A plain texture from the canvas: addCanvas would make a CanvasTexture, which reads every
    // pixel back (getImageData) for pixel access we never use.
    const texture = tex.create(key, el);
    pictures.forEach((p, i) => {
      const { x, y } = at(i);
      texture?.add(p.frame, 0, x, y, w, h);
      this.pageOf.set(p.frame, key);
    });
    this.made.push(key);
    // WebGL holds a copy of the canvas, made with the texture: send it again (Canvas draws from
    // the canvas itself). Not if the texture is gone (the scene restarted meanwhile).
    const sent = () => {
      if (texture && tex.get(key) === texture) texture.source[0]?.update();
      // The faces and figures drawn late show at once, not at the next idle frame.
      drawNextFrame();
    };
    return {
      drawLater: () => {
        laterDrawn = true;
        if (!pictures.some((p) => p.later)) return;
        draw((p) => p.later);
        sent();
      },
      redrawCourts: () => {
        // Courts still waiting to be drawn get the figures when they are.
        if (tex.get(key) !== texture) return;
        const drawn = (p: Picture) => p.court && (!p.later || laterDrawn);
        if (!pictures.some(drawn)) return;
        draw(drawn);
        sent();
      },
    };
  }
}

function faceFrame(c: Card): string {
  return `card-${c}`;
}

function slotFrame(kind: SlotKind, group = 0): string {
  return group === 0 ? `slot-${kind}` : `slot-${kind}-${group}`;
}
