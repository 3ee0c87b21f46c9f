import { useChimeSwitch } from '#lib/chime';

/** The kitchen's 'Sonido' switch, remembered on this device. */
export const useKitchenSound = () => useChimeSwitch('cocina-sonido');
