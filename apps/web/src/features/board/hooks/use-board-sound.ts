import { useChimeSwitch } from '#lib/chime';

/** The board's `Sonido` switch, remembered on this screen. */
export const useBoardSound = () => useChimeSwitch('pantalla-sonido');
