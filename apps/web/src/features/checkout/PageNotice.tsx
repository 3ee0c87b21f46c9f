import { Link } from 'react-router';
import { EmptyState } from '#components/EmptyState';

interface PageNoticeProps {
  title: string;
  text: string;
  /** The one way on from here. */
  to: string;
  action: string;
}

/** A whole page that only explains there is nothing to show, and where to go instead. */
export function PageNotice({ title, text, to, action }: PageNoticeProps) {
  return (
    <div className="container py-5">
      <EmptyState title={title} text={text}>
        <Link to={to} className="btn btn-primary fw-semibold">
          {action}
        </Link>
      </EmptyState>
    </div>
  );
}
