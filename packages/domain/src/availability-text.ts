/**
 * What a product outside its selling windows says (in MSG too). A module of its own, importing
 * nothing: the menu's first load shows it, and the message table would come with an import of it.
 */
export const PRODUCT_AVAILABLE_WINDOW = 'Disponible {ventana}';

/** `Disponible de lunes a viernes de 12:00 a 16:00`, for a product outside its windows. */
export const availableText = (windows: string): string => PRODUCT_AVAILABLE_WINDOW.replace('{ventana}', windows);
