import { useCallback, useEffect, useState } from 'react';
import { chime, unlockAudioOnFirstTap } from '#lib/chime';

const STORAGE_KEY = 'pantalla-sonido';

function storedChoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The board's `Sonido` switch, remembered on this screen; the switch's own tap unlocks the audio. */
export function useBoardSound() {
  const [enabled, setEnabled] = useState(storedChoice);

  const toggle = useCallback((on: boolean) => {
    try {
      localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      /* private mode: the choice lasts for this visit */
    }
    setEnabled(on);
    if (on) chime();
  }, []);

  useEffect(() => (enabled ? unlockAudioOnFirstTap() : undefined), [enabled]);

  const ring = useCallback(() => {
    if (enabled) chime();
  }, [enabled]);

  return { enabled, toggle, ring };
}
