/**
 * A draw's numbers as the game looks: Lotto 10's cars in their colours, Fast 3's dice with their
 * pips, 5 Minutes' balls, Mark 6's balls in their red, blue or green (the colour table of docs/game-rules.md) with
 * the special after a plus. Rendered by islands and, without hydration, by server pages, so a draw
 * looks the same everywhere.
 */
import { mark6Colour } from '#shared/games/mark6.ts';
import type { GameKey } from '#shared/vocabulary.ts';
import './results.css';

interface Props {
  game: GameKey | string;
  numbers: readonly number[];
  special?: number | undefined;
  /** The list's accessible name ("Numbers of round …"). */
  label: string;
}

/** The pips of a die face, as cells 1–9 of a 3 × 3 grid. */
const PIPS: Record<number, readonly number[]> = {
  1: [5],
  2: [3, 7],
  3: [3, 5, 7],
  4: [1, 3, 7, 9],
  5: [1, 3, 5, 7, 9],
  6: [1, 3, 4, 6, 7, 9],
};

const CELLS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * A die: nine cells of a 3 × 3 grid, the pips of its face shown (no inline style, which the
 * pages' content security policy refuses). As on the dice these games use, the one and the four
 * have red pips. The image sits inside its list item, which stays a list item for screen readers.
 */
function Die({ face, label }: { face: number; label: string }) {
  const pips = PIPS[face] ?? [];
  const colour = face === 1 || face === 4 ? ' pip-red' : '';
  return (
    <li>
      <span className="die" role="img" aria-label={label}>
        {CELLS.map((cell) => (
          <span key={cell} className={pips.includes(cell) ? `pip${colour}` : 'pip pip-off'} />
        ))}
      </span>
    </li>
  );
}

const two = (n: number) => String(n).padStart(2, '0');

export function DrawBalls({ game, numbers, special, label }: Props) {
  const className = `draw-balls draw-${game}`;
  if (game === 'fast3') {
    return (
      <ul className={className} aria-label={label}>
        {numbers.map((face, index) => (
          <Die key={index} face={face} label={String(face)} />
        ))}
      </ul>
    );
  }
  if (game === 'mark6') {
    return (
      <ul className={className} aria-label={label}>
        {numbers.map((n, index) => (
          <li key={index} className={`ball ball-${mark6Colour(n).toLowerCase()}`}>
            {two(n)}
          </li>
        ))}
        {special !== undefined && (
          <>
            <li className="draw-plus" aria-hidden="true">
              +
            </li>
            <li className={`ball ball-${mark6Colour(special).toLowerCase()} ball-ringed`}>{two(special)}</li>
          </>
        )}
      </ul>
    );
  }
  return (
    <ul className={className} aria-label={label}>
      {numbers.map((n, index) => (
        <li key={index} className={game === 'lotto' ? `car car-${n}` : 'ball'}>
          {n}
        </li>
      ))}
    </ul>
  );
}
