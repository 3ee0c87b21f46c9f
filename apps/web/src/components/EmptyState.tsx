import type { ReactNode } from 'react';
import { EmptyBag } from './illustrations/EmptyBag';
import { EmptyPlate } from './illustrations/EmptyPlate';

interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** The picture: an empty plate (nothing found) or an empty bag (nothing bought yet). */
  art?: 'plate' | 'bag';
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}

/** A friendly panel for lists with nothing to show (empty menu search, empty cart, ...). */
export function EmptyState({ title, text, art = 'plate', headingLevel: Heading = 'h2', children }: EmptyStateProps) {
  const Art = art === 'bag' ? EmptyBag : EmptyPlate;
  return (
    <div className="empty-state" role="status">
      <Art className="empty-state__image" />
      <Heading className="empty-state__title">{title}</Heading>
      {text && <p className="empty-state__text">{text}</p>}
      {children}
    </div>
  );
}
