import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { usePageTitle } from '#lib/page-title';
import { BOARD_KEY, useBoard } from './api/board';
import { useBoardEvents } from './hooks/use-board-events';
import { useBoardSound } from './hooks/use-board-sound';
import { useNewlyReady } from './hooks/use-newly-ready';
import { BOARD_TEXT } from './messages';
import './board.scss';

/** Fewer numbers get bigger type; thirty still fit a 1920x1080 screen without scrolling. */
function sizeFor(count: number): 'xl' | 'lg' | 'md' | 'sm' {
  if (count <= 6) return 'xl';
  if (count <= 12) return 'lg';
  if (count <= 20) return 'md';
  return 'sm';
}

interface ColumnProps {
  title: string;
  kind: 'preparing' | 'ready';
  numbers: readonly number[];
  empty: string;
  highlighted?: ReadonlySet<number>;
}

function BoardColumn({ title, kind, numbers, empty, highlighted }: ColumnProps) {
  const headingId = `pantalla-${kind}`;
  return (
    <section className={`board-column board-column--${kind}`} aria-labelledby={headingId}>
      <h2 className="board-column__title" id={headingId}>
        {title}
      </h2>
      {numbers.length === 0 ? (
        <p className="board-column__empty">{empty}</p>
      ) : (
        <ol className={`board-numbers board-numbers--${sizeFor(numbers.length)}`} data-testid={`pantalla-${kind}`}>
          {numbers.map((number) => (
            <li
              key={number}
              className={`board-number${highlighted?.has(number) ? ' board-number--new' : ''}`}
              aria-label={BOARD_TEXT.orderLabel(number)}
            >
              {number}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /pantalla: the TV facing the customers. Public and read-only; it shows numbers only, moves them
 * live and says `Reconectando...` while its stream is down, then catches up on its own.
 */
export default function BoardPage() {
  usePageTitle(BOARD_TEXT.pageTitle);
  const queryClient = useQueryClient();
  const board = useBoard();
  const sound = useBoardSound();
  const connected = useBoardEvents(() => void queryClient.invalidateQueries({ queryKey: BOARD_KEY }));

  const orders = board.data?.orders;
  const preparing = useMemo(() => orders?.filter((o) => o.status === 'Pendiente').map((o) => o.number) ?? [], [orders]);
  const ready = useMemo(() => orders?.filter((o) => o.status === 'Listo').map((o) => o.number), [orders]);
  const highlighted = useNewlyReady(ready, sound.ring);
  const latest = ready?.find((number) => highlighted.has(number));

  return (
    <div className="board-page">
      <header className="board-header">
        <p className="board-header__brand">Burgers Devoto</p>
        <h1 className="visually-hidden">{BOARD_TEXT.title}</h1>
        {!connected && (
          <p className="board-header__status" role="status">
            {BOARD_TEXT.reconnecting}
          </p>
        )}
        <Form.Check
          type="switch"
          role="switch"
          id="pantalla-sonido"
          className="board-header__sound"
          label={BOARD_TEXT.sound}
          title={BOARD_TEXT.soundHelp}
          checked={sound.enabled}
          onChange={(event) => sound.toggle(event.target.checked)}
        />
      </header>
      <main className="board-columns">
        <BoardColumn
          title={BOARD_TEXT.preparing}
          kind="preparing"
          numbers={preparing}
          empty={BOARD_TEXT.nonePreparing}
        />
        <BoardColumn
          title={BOARD_TEXT.ready}
          kind="ready"
          numbers={ready ?? []}
          empty={BOARD_TEXT.noneReady}
          highlighted={highlighted}
        />
      </main>
      <footer className="board-footer">{BOARD_TEXT.hint}</footer>
      <p className="visually-hidden" aria-live="polite">
        {latest !== undefined ? BOARD_TEXT.newlyReady(latest) : ''}
      </p>
    </div>
  );
}
