import type { GameId } from '../engine';
import type { GameText } from './rules-text';
import { BUSY_ACES_DE } from './rules-text-busy-aces';
import { KLONDIKE_DE } from './rules-text-klondike';
import { PENTA_DE, SIXES_AND_SEVENS_DE } from './rules-text-penta-sixes';

// Die Regeln auf Deutsch, mit den Wörtern der deutschen Regelvorlage (002): Spalte, Zielstapel,
// letzte Karte, Folge. Ihre Reserveplätze heißen hier Zellen (freie Zellen), wie im deutschen
// FreeCell und überall sonst im Spiel. „Farbe“ heißt hier ♠ ♥ ♦ ♣; Rot und Schwarz heißen so.

const zielstapel =
  'Zielstapel baust du in derselben Farbe vom Ass bis zum König auf: ein Ass eröffnet einen, darauf kommt die 2 derselben Farbe und so weiter. Karten auf den Zielstapeln bleiben liegen.';

export const RULES_DE: Readonly<Record<GameId, GameText>> = {
  freecell: {
    name: 'FreeCell',
    summary:
      'Alle Karten offen, vier freie Zellen: absteigend in wechselnden Farben anlegen und jede Farbe heimbringen.',
    sections: [
      {
        heading: 'Ziel',
        paragraphs: ['Bring alle 52 Karten auf die vier Zielstapel, einen pro Farbe, vom Ass bis zum König.'],
      },
      {
        heading: 'Auslage',
        paragraphs: [
          'Ein Blatt wird offen auf acht Spalten verteilt: vier mit sieben Karten und vier mit sechs. Darüber liegen vier freie Zellen und vier Zielstapel, alle leer. Es gibt keinen Talon: nichts ist verdeckt.',
        ],
      },
      {
        heading: 'Züge',
        paragraphs: [
          'Du bewegst die letzte Karte einer Spalte oder eine Karte aus einer freien Zelle:',
          '• An eine Spalte: einen Rang niedriger und in der anderen Farbe (Rot auf Schwarz, Schwarz auf Rot). Eine rote 8 kommt auf eine schwarze 9.',
          '• In eine freie Zelle: jede Karte. Eine Zelle nimmt genau eine Karte auf.',
          '• In eine leere Spalte: jede Karte, nicht nur ein König.',
          `• Auf einen Zielstapel. ${zielstapel}`,
        ],
      },
      {
        heading: 'Folgen verschieben',
        paragraphs: [
          'Eine geordnete Folge (absteigend, Rot und Schwarz im Wechsel) verschiebst du auf einmal, wenn du sie auch Karte für Karte über freie Zellen und leere Spalten bewegen könntest: bis zu (freie Zellen + 1) × 2 hoch Anzahl der leeren Spalten. In eine leere Spalte nur halb so viele, weil diese Spalte dann nicht mithilft.',
          'Beispiel: Mit 2 freien Zellen und 1 leeren Spalte darfst du 6 Karten an eine andere Spalte legen, oder 3 in die leere. Freie Zellen zählen dazu, leere Spalten verdoppeln.',
        ],
      },
      {
        heading: 'Gewonnen oder verloren',
        paragraphs: [
          'Du gewinnst, wenn alle 52 Karten auf den Zielstapeln liegen, und verlierst nur, wenn kein Zug mehr geht. Fast jedes Spiel ist lösbar. Die Spielnummern folgen der Nummerierung von Microsoft: Spiel 11982 ist das berühmte, das nicht aufgeht.',
        ],
      },
      {
        heading: 'Tipps',
        paragraphs: [
          '• Such zuerst die Asse und zähl, was auf ihnen liegt.',
          '• Eine Karte in einer Zelle belegt sie, bis sie wieder geht: Wisse vorher, wohin sie später kann.',
          '• Eine leere Spalte ist mehr wert als alle vier Zellen.',
          '• Asse und Zweien immer hochlegen; danach überleg, ob die Auslage die Karte noch braucht.',
        ],
      },
    ],
  },

  'eight-off': {
    name: 'Eight Off',
    summary:
      'Acht Zellen, vier schon belegt: in gleicher Farbe absteigend, nur Könige in leere Spalten, eine Karte auf einmal.',
    sections: [
      {
        heading: 'Ziel',
        paragraphs: ['Bring alle 52 Karten auf die vier Zielstapel, einen pro Farbe, vom Ass bis zum König.'],
      },
      {
        heading: 'Auslage',
        paragraphs: [
          'Ein Blatt: 48 Karten werden offen auf acht Spalten zu je sechs Karten verteilt. Die letzten vier kommen in vier der acht Zellen (die 1., 3., 5. und 7.), vier Zellen bleiben frei. Die vier Zielstapel sind zu Beginn leer. Nichts ist verdeckt.',
        ],
      },
      {
        heading: 'Züge',
        paragraphs: [
          'Du bewegst immer nur eine Karte: die letzte Karte einer Spalte oder eine Karte aus einer Zelle.',
          '• An eine Spalte: einen Rang niedriger in derselben Farbe. Die 9♥ kommt auf die 10♥; eine 9♦ oder 9♠ darf nicht darauf.',
          '• In eine freie Zelle: jede Karte. Jede Zelle nimmt eine Karte auf, mehr als acht passen nie in die Zellen.',
          '• In eine leere Spalte: nur ein König.',
          `• Auf einen Zielstapel. ${zielstapel}`,
        ],
      },
      {
        heading: 'Gewonnen oder verloren',
        paragraphs: [
          'Du gewinnst, wenn alle 52 Karten auf den Zielstapeln liegen. Geht kein Zug mehr, ist das Spiel verloren: Es gibt keinen Talon.',
        ],
      },
      {
        heading: 'Optionen',
        paragraphs: [
          'Diese wählst du in den Einstellungen; sie gelten jeweils für neue Spiele.',
          '• Folgen verschieben (freie Zellen + 1), als Einzelzüge gespielt: Eine Folge in einer Farbe, die du auch Karte für Karte über die freien Zellen bewegen könntest, verschiebst du auf einmal; jede Karte zählt als Zug. Mit 2 freien Zellen also 3 Karten. Leere Spalten helfen nicht, weil nur ein König hineindarf.',
          '• Jede Karte darf in eine leere Spalte, wie bei FreeCell. Deutlich leichter.',
          '• Absteigend in wechselnden Farben anlegen (eine rote 9 auf eine schwarze 10) statt in gleicher Farbe. Leichter.',
        ],
      },
      {
        heading: 'Tipps',
        paragraphs: [
          '• Mach zuerst die vier belegten Zellen frei: Bis dahin hast du nur die vier von FreeCell.',
          '• Das Hauptproblem sind verkehrte Folgen: eine höhere Karte auf einer niedrigeren derselben Farbe. Such sie zuerst.',
          '• Mach nicht zu eilig eine Spalte leer: Nur ein König kann sie nutzen.',
          '• Leg niedrige Karten bald hoch; in der Auslage nützen sie selten.',
        ],
      },
    ],
  },

  'bakers-game': {
    name: 'Baker’s Game',
    summary: 'Der Vorläufer von FreeCell: gleiche Auslage und vier freie Zellen, aber in gleicher Farbe absteigend.',
    sections: [
      {
        heading: 'Ziel',
        paragraphs: ['Bring alle 52 Karten auf die vier Zielstapel, einen pro Farbe, vom Ass bis zum König.'],
      },
      {
        heading: 'Auslage',
        paragraphs: [
          'Wie bei FreeCell: ein Blatt offen auf acht Spalten (7, 7, 7, 7, 6, 6, 6, 6 Karten), vier freie Zellen und vier leere Zielstapel.',
        ],
      },
      {
        heading: 'Züge',
        paragraphs: [
          'Du bewegst die letzte Karte einer Spalte oder eine Karte aus einer freien Zelle:',
          '• An eine Spalte: einen Rang niedriger in derselben Farbe. Die 9♥ kommt auf die 10♥, nie auf die 10♦.',
          '• In eine freie Zelle: jede Karte.',
          '• In eine leere Spalte: jede Karte.',
          `• Auf einen Zielstapel. ${zielstapel}`,
        ],
      },
      {
        heading: 'Folgen verschieben',
        paragraphs: [
          'Eine Folge in einer Farbe verschiebst du auf einmal, wie bei FreeCell: bis zu (freie Zellen + 1) × 2 hoch Anzahl der leeren Spalten, in eine leere Spalte halb so viele.',
        ],
      },
      {
        heading: 'Gewonnen oder verloren',
        paragraphs: [
          'Du gewinnst, wenn alle 52 Karten auf den Zielstapeln liegen. Das Anlegen in gleicher Farbe macht es deutlich schwerer als FreeCell.',
        ],
      },
      {
        heading: 'Tipps',
        paragraphs: [
          '• Such verkehrte Folgen (eine höhere Karte auf einer niedrigeren derselben Farbe): Jede braucht freie Zellen zum Auflösen.',
          '• Volle Zellen sind so schlimm wie ein verschüttetes Ass.',
        ],
      },
    ],
  },

  'seahaven-towers': {
    name: 'Seahaven Towers',
    summary:
      'Zehn Spalten zu fünf Karten, vier Zellen, zwei belegt: in gleicher Farbe absteigend, nur Könige in leere Spalten.',
    sections: [
      {
        heading: 'Ziel',
        paragraphs: ['Bring alle 52 Karten auf die vier Zielstapel, einen pro Farbe, vom Ass bis zum König.'],
      },
      {
        heading: 'Auslage',
        paragraphs: [
          'Ein Blatt: 50 Karten werden offen auf zehn Spalten zu je fünf Karten verteilt. Die letzten zwei kommen in die beiden mittleren von vier Zellen, zwei bleiben frei. Die vier Zielstapel sind zu Beginn leer.',
        ],
      },
      {
        heading: 'Züge',
        paragraphs: [
          'Du bewegst die letzte Karte einer Spalte oder eine Karte aus einer Zelle:',
          '• An eine Spalte: einen Rang niedriger in derselben Farbe.',
          '• In eine freie Zelle: jede Karte.',
          '• In eine leere Spalte: nur ein König.',
          `• Auf einen Zielstapel. ${zielstapel}`,
        ],
      },
      {
        heading: 'Folgen verschieben',
        paragraphs: [
          'Eine Folge in einer Farbe verschiebst du auf einmal, wenn die freien Zellen sie Karte für Karte tragen könnten: bis zu freie Zellen + 1 Karten. Leere Spalten zählen nicht mit, weil nur ein König hineindarf.',
        ],
      },
      {
        heading: 'Gewonnen oder verloren',
        paragraphs: [
          'Du gewinnst, wenn alle 52 Karten auf den Zielstapeln liegen, und verlierst, wenn kein Zug mehr geht.',
        ],
      },
      {
        heading: 'Tipps',
        paragraphs: [
          '• Du beginnst mit nur zwei freien Zellen: Geh sparsam mit ihnen um.',
          '• Ein König ganz unten in einer Spalte liegt gut; weiter oben blockiert er sie.',
        ],
      },
    ],
  },

  'eights-down': {
    name: 'Eights Down',
    summary:
      'Zwei Blätter und ein Talon: Die Zielstapel beginnen mit den Achten und gehen in gleicher Farbe abwärts, übers Ass zum König.',
    sections: [
      {
        heading: 'Ziel',
        paragraphs: ['Bring alle 104 Karten auf die acht Zielstapel, dreizehn auf jeden, alle in einer Farbe.'],
      },
      {
        heading: 'Rangfolge',
        paragraphs: [
          'Die Ränge laufen im Kreis, die Acht ist die niedrigste: 8, 9, 10, B, D, K, A, 2, 3 … 7. Die Zielstapel zählen von der Acht abwärts: 8, 7, 6, 5, 4, 3, 2, A, K, D, B, 10, 9.',
        ],
      },
      {
        heading: 'Auslage',
        paragraphs: [
          'Zwei Blätter. Die acht Achten eröffnen die acht Zielstapel. Sechs Karten werden offen ausgeteilt, eine pro Spalte. Der Rest bildet den Talon.',
        ],
      },
      {
        heading: 'Züge',
        paragraphs: [
          'Du bewegst die letzte Karte einer Spalte oder die oberste Karte des Abwurfs:',
          '• Auf einen Zielstapel: einen Rang niedriger in derselben Farbe, von der Acht abwärts wie oben. Karten auf den Zielstapeln bleiben liegen.',
          '• An eine Spalte: einen Rang höher in derselben Farbe. Auf die Pik 5 kommt die Pik 6, auf einen König das Ass seiner Farbe.',
          '• In eine leere Spalte: jede Karte.',
          'Eine geordnete Folge in einer Farbe verschiebst du auf einmal, egal wie lang.',
        ],
      },
      {
        heading: 'Talon',
        paragraphs: [
          'Tipp auf den Talon, um eine Karte auf den Abwurf zu legen. Ist der Talon leer, darfst du den Abwurf einmal umdrehen und noch einmal durchgehen: zwei Durchgänge insgesamt.',
        ],
      },
      {
        heading: 'Gewonnen oder verloren',
        paragraphs: [
          'Du gewinnst, wenn alle 104 Karten auf den Zielstapeln liegen. Ist der Talon aufgebraucht und geht kein Zug mehr, ist das Spiel verloren.',
        ],
      },
      {
        heading: 'Tipps',
        paragraphs: [
          '• In leeren Spalten sortierst du den Abwurf zu Folgen: Halte dir eine frei.',
          '• Begrab keine Karte, die die Zielstapel bald brauchen, unter einer langen Folge.',
        ],
      },
    ],
  },
  penguin: {
    name: 'Pinguin',
    summary:
      'Die erste Karte, der Schnabel, bestimmt den ersten Rang der Zielstapel: sieben Zellen, abwärts in gleicher Farbe.',
    sections: [
      {
        heading: 'Ziel',
        paragraphs: ['Bring alle 52 Karten auf die vier Zielstapel, einen pro Farbe, dreizehn auf jeden.'],
      },
      {
        heading: 'Der Schnabel',
        paragraphs: [
          'Die erste ausgeteilte Karte ist der Schnabel: Sie liegt zuunterst in der ersten Spalte, und ihr Rang eröffnet jeden Zielstapel. Die drei anderen Karten dieses Rangs kommen beim Austeilen auf die Zielstapel, so liegen am Ende sieben Spalten zu sieben Karten, drei Zielstapel mit je einer Karte und ein leerer, der auf den Schnabel wartet. Die sieben Zellen sind zu Beginn frei.',
          'Die Ränge laufen im Kreis vom Rang des Schnabels an. Ist der Schnabel eine 10: 10, B, D, K, A, 2 … 9. Die Zielstapel gehen in gleicher Farbe in dieser Folge aufwärts, vom König weiter zum Ass.',
        ],
      },
      {
        heading: 'Züge',
        paragraphs: [
          'Du bewegst die letzte Karte einer Spalte oder eine Karte aus einer Zelle:',
          '• An eine Spalte: einen Rang niedriger in derselben Farbe, in der Folge des Schnabels. Auf eine Karte vom Rang des Schnabels passt nichts.',
          '• In eine freie Zelle: jede Karte. Eine Zelle nimmt eine Karte auf.',
          '• In eine leere Spalte: nur eine Karte vom Rang direkt unter dem des Schnabels (eine 9, wenn der Schnabel eine 10 ist) oder eine Folge, die mit ihr beginnt.',
          '• Auf einen Zielstapel: der nächste Rang seiner Farbe. Karten auf den Zielstapeln bleiben liegen.',
          'Eine geordnete Folge in einer Farbe verschiebst du auf einmal, egal wie lang und wie viele Zellen frei sind.',
        ],
      },
      {
        heading: 'Gewonnen oder verloren',
        paragraphs: [
          'Du gewinnst, wenn alle 52 Karten auf den Zielstapeln liegen, und verlierst, wenn kein Zug mehr geht.',
        ],
      },
      {
        heading: 'Tipps',
        paragraphs: [
          '• Mach die Farbe des Schnabels zuerst frei: Ihr Zielstapel beginnt erst, wenn der Schnabel selbst hinaufgeht.',
          '• In eine leere Spalte passt nur der höchste Rang: Halte eine solche Karte bereit.',
        ],
      },
    ],
  },
  klondike: KLONDIKE_DE,
  ...BUSY_ACES_DE,
  penta: PENTA_DE,
  'sixes-and-sevens': SIXES_AND_SEVENS_DE,
};
