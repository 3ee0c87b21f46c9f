import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { LiveBadge } from './LiveBadge';
import { EMPLOYEE_TEXT } from './messages';

interface KitchenBarProps {
  title: string;
  count: ReactNode;
  live: boolean;
  sound?: { enabled: boolean; toggle: (on: boolean) => void };
}

/** The kitchen screens' slim header: what the list is, how many, live or not, and the sound switch. */
export function KitchenBar({ title, count, live, sound }: KitchenBarProps) {
  return (
    <div className="kitchen-bar">
      <div className="container-fluid kitchen-bar__inner">
        <h1 className="kitchen-bar__title">{title}</h1>
        <p className="kitchen-bar__count mb-0">{count}</p>
        <LiveBadge connected={live} />
        {sound && (
          <Form.Check
            type="switch"
            role="switch"
            id="kitchen-sound"
            className="kitchen-bar__sound ms-auto"
            label={EMPLOYEE_TEXT.sound}
            title={EMPLOYEE_TEXT.soundHelp}
            checked={sound.enabled}
            onChange={(event) => sound.toggle(event.target.checked)}
          />
        )}
      </div>
    </div>
  );
}
