import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { pushSupported, subscribePush } from '#api/push';
import { PUSH_TEXT } from './messages';

/** `Avisame cuando esté listo`: a push notice on this device when the kitchen marks the order ready. */
export function NotifyWhenReady({ purchaseId }: { purchaseId: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'on' | 'denied'>('idle');
  if (!pushSupported()) return null;
  const subscribe = () => {
    setState('busy');
    subscribePush({ topic: 'order', purchaseId })
      .then((granted) => setState(granted ? 'on' : 'denied'))
      .catch(() => setState('denied'));
  };
  if (state === 'on') {
    return (
      <p className="text-center mb-0" role="status">
        {PUSH_TEXT.willNotify}
      </p>
    );
  }
  return (
    <div className="text-center">
      <Button variant="outline-dark" size="lg" onClick={subscribe} disabled={state === 'busy'}>
        {PUSH_TEXT.notifyMe}
      </Button>
      {state === 'denied' && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {PUSH_TEXT.denied}
        </p>
      )}
    </div>
  );
}
