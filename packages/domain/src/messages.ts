/**
 * Every Spanish message of the shared rules. The texts the product pages (docs/product/) quote are kept
 * to the letter; where the product names no text, the message is ours and marked so.
 */
import { PRODUCT_AVAILABLE_WINDOW } from './availability-text';
import { COUPON_EXPIRED, COUPON_NOT_FOUND } from './coupon-messages';
import { NEWSLETTER_SUBSCRIPTION_MSG } from './newsletter-messages';

export const MSG = {
  // Contact form (docs/product/messages.md#contact-form).
  contactNameRequired: '*El nombre es obligatorio',
  contactNameInvalid: 'Nombre inválido sólo admite letras',
  contactSurnameRequired: '*El apellido es obligatorio',
  contactSurnameInvalid: 'Apellido inválido',
  contactEmailRequired: '*El Email es obligatorio',
  contactEmailInvalid: 'Este email es inválido',
  contactPhoneRequired: '* El celular es obligatorio',
  contactPhoneInvalid: 'Escribe un número válido',
  contactMessageRequired: 'Por favor escribe el motivo de tu consulta',
  contactSubjectRequired: 'Por favor seleccione una opción',
  // Ours: SPEC sets no upper bound.
  contactMessageTooLong: 'Tu consulta admite hasta 2000 caracteres',

  // Newsletter subscription (docs/product/messages.md#newsletter-subscription), and the email's length.
  ...NEWSLETTER_SUBSCRIPTION_MSG,

  // Register (docs/product/accounts.md#registration).
  registerFirstNameRequired: '* El nombre es obligatorio',
  registerFirstNameInvalid: '* Nombre inválido sólo admite letras',
  registerLastNameRequired: '* El apellido es obligatorio',
  registerLastNameInvalid: '* Apellido inválido',
  registerEmailRequired: '* E-mail obligatorio',
  registerEmailInvalid: '*E-mail es invalido',
  registerPasswordRequired: '* El campo es requerido',
  registerPasswordMismatch: '* Error al confirmar contraseña',

  // Login, recovery and password reset (ours: SPEC only disables the button while a field is empty).
  loginEmailRequired: 'El email es obligatorio',
  loginEmailInvalid: 'El email es inválido',
  loginPasswordRequired: 'La contraseña es obligatoria',
  resetTokenRequired: 'El enlace para recuperar la cuenta no es válido',

  // Personal data (docs/product/customer-area.md#personal-data).
  personalDataEmpty: 'Los campos no pueden estar vacios!',
  // Ours: names here follow the contact form's character rule and texts.
  personalDataFirstNameInvalid: 'Nombre inválido sólo admite letras',
  personalDataLastNameInvalid: 'Apellido inválido',

  // Password change (docs/product/customer-area.md#personal-data).
  passwordChangeMismatch: 'Las contraseñas deben coincidir',
  passwordChangeFailedTitle: 'No se puede cambiar la contraseña',
  passwordChangeFailedText: 'Por favor complete todos los espacios correctamente',

  // Ours: any password longer than this is refused before hashing.
  passwordTooLong: 'La contraseña admite hasta 128 caracteres',
  // Ours: every new password (register, reset, change) has at least PASSWORD_MIN characters.
  passwordTooShort: '* La contraseña debe tener al menos 8 caracteres',
  // Ours: names longer than a real name.
  nameTooLong: 'Admite hasta 50 caracteres',

  // Review (docs/product/customer-area.md#reviewing-an-order).
  reviewRatingRequired: 'Debes ingresar una calificación',
  reviewCommentRequired: 'Debes enviar un comentario',
  reviewCommentLength: 'Tu comentario debe tener entre 5 y 500 caracteres',
  // Ours.
  reviewPurchaseRequired: 'La compra a calificar es obligatoria',

  // Cart (ours: SPEC only refuses the extra characters).
  cartNoteTooLong: 'La nota debe tener menos de 150 caracteres',
  cartEmpty: 'El carrito está vacío',
  cartTooManyLines: 'El carrito admite hasta 50 productos',
  cartQuantityInvalid: 'La cantidad de cada producto debe ser de 1 a 20',
  cartLineInvalid: 'Producto inválido',
  couponCodeInvalid: 'Cupón inválido',

  // Coupon entry in the cart (docs/product/cart.md#coupons).
  couponNotFound: COUPON_NOT_FOUND,
  couponExpired: COUPON_EXPIRED,

  // Store hours and taking orders (issue 11's texts; the rest ours).
  storeClosedUntil: 'El local está cerrado. Abrimos {día} a las {HH:MM}.',
  storeClosedNoHours: 'El local está cerrado. Todavía no tenemos horarios publicados.',
  storePaused: 'En este momento no estamos tomando pedidos online. Probá de nuevo en un rato.',
  storeOpenNow: 'Abierto ahora',
  storeClosedBadge: 'Cerrado · abre {cuándo} a las {HH:MM}',
  storeClosedBadgeNoHours: 'Cerrado',
  storeHoursDayInvalid: 'El día debe ser un número de 0 (domingo) a 6 (sábado)',
  storeHoursTimeInvalid: 'La hora debe tener el formato HH:MM, de 00:00 a 24:00',
  storeHoursStartsAtMidnightEnd: 'Un horario no puede empezar a las 24:00',
  storeHoursEmptyRange: 'Un horario no puede abrir y cerrar a la misma hora',
  storeHoursOverlap: 'Los horarios del {día} se superponen con otro horario',
  storeHoursTooMany: 'Se admiten hasta 28 horarios por semana',
  // Pickup slots, busy mode and scheduled orders (issue 19's texts; the settings' ones ours).
  pickupSlotFull: 'Ese horario se completó. Elegí otro.',
  pickupSlotUnavailable: 'Ese horario no está disponible. Elegí otro.',
  /** Follows the closed-shop message after a space. */
  pickupCanSchedule: 'Podés programar tu pedido.',
  pickupBusyNotice: 'Mucha demanda: tu pedido puede demorar un poco más',
  pickupAtInvalid: 'El horario de retiro debe ser una fecha y hora ISO 8601',
  prepMinutesInvalid: 'Los minutos de preparación deben ser un número entero de 0 a 180',
  slotCapacityInvalid: 'Los pedidos por turno deben ser un número entero de 0 (sin límite) a 200',
  scheduleDaysAheadInvalid: 'Los días para programar deben ser 0 (sólo hoy) a 7',
  busyMinutesInvalid: 'La demora extra debe ser de 0, 10, 20 o 30 minutos',
  // Out of stock (ours).
  productOutOfStock: 'Sin stock',
  cartProductOutOfStock: '{producto} se quedó sin stock. Quitalo del carrito para continuar.',
  builderBaseOutOfStock: 'La base elegida se quedó sin stock',
  builderIngredientOutOfStock: '{ingrediente} se quedó sin stock',
  /** A combo or burger whose part ran out, on its page: the parts follow. */
  productMissingParts: 'No se puede preparar ahora: falta {partes}.',
  // Flags of a payment that arrived when the shop could not honour it (kitchen card, purchase detail).
  paidWhilePaused: 'Pagado durante la pausa',
  soldOutAtPayment: 'Sin stock al pagar',
  /** Paid after its slot's hold expired, with no slot with room left that day. */
  slotExceeded: 'Turno excedido',

  // Burger builder popups (docs/product/builder.md#building-rules), titled 'Oops...'.
  popupOopsTitle: 'Oops...',
  builderMaxIngredients: 'Sólo puedes seleccionar hasta 6 Ingredientes!',
  builderBaseFirst: 'Primero debes seleccionar una hamburguesa base!',
  // Ours: the rules SPEC states without a text.
  builderQuantityRange: 'Cada ingrediente puede agregarse de 1 a 4 veces',
  builderNotRepeatable: 'Ese ingrediente no se puede repetir',
  builderDuplicateIngredient: 'No podés elegir dos veces el mismo ingrediente',
  builderVeggieOnly: 'Una hamburguesa vegetariana sólo admite ingredientes vegetarianos',

  // Coupon edit (ours: SPEC states the rules without texts).
  couponEditCodeRequired: 'El código es obligatorio',
  couponEditCodeTooLong: 'El código admite hasta 9 caracteres',
  couponEditCodeSpaces: 'El código no admite espacios',
  couponEditTitleRequired: 'El título es obligatorio',
  couponEditTitleTooLong: 'El título admite hasta 25 caracteres',
  couponEditDiscountRequired: 'El descuento es obligatorio',
  couponEditDiscountInvalid: 'El descuento debe ser un número de 0 a 100',
  couponEditDiscountTooLong: 'El descuento admite hasta 5 caracteres',
  couponEditDateInvalid: 'La fecha debe tener el formato aaaa-mm-dd',
  couponEditDatePast: 'La fecha de vencimiento no puede ser anterior a hoy',
  couponEditProductsRequired: 'Debes seleccionar al menos un producto',
  imageInvalid: 'La imagen no es válida',
  imageNotFromShop: 'La imagen tiene que ser una subida a la tienda',
  idInvalid: 'Identificador inválido',

  // The admin's users table.
  userIdInvalid: 'Identificador de usuario inválido',
  roleInvalid: 'El rol debe ser admin, employee o customer',
  activeFilterInvalid: 'El filtro active debe ser true o false',

  // Newsletter to send (ours: SPEC only says all three are required).
  newsletterTitleRequired: 'El título es obligatorio',
  newsletterDescriptionRequired: 'La descripción es obligatoria',
  newsletterButtonRequired: 'El texto del botón es obligatorio',
  newsletterTitleTooLong: 'El título admite hasta 100 caracteres',
  newsletterDescriptionTooLong: 'La descripción admite hasta 2000 caracteres',
  newsletterButtonTooLong: 'El texto del botón admite hasta 30 caracteres',

  // Product forms (ours: SPEC only lists the required fields).
  productNameRequired: 'El nombre es obligatorio',
  productNameTooLong: 'El nombre admite hasta 60 caracteres',
  productPriceRequired: 'El precio es obligatorio',
  productPriceInvalid: 'El precio debe ser un número mayor a 0',
  productPriceDecimals: 'El precio admite hasta 2 decimales',
  productPriceTooHigh: 'El precio es demasiado alto',
  productDescriptionRequired: 'La descripción es obligatoria',
  productDescriptionTooLong: 'La descripción admite hasta 300 caracteres',
  productSizeRequired: 'Debes elegir un tamaño: Chico, Mediano o Grande',
  productFlagInvalid: 'Valor inválido',
  productIdsInvalid: 'La lista de productos no es válida',

  // Promotions and selling windows (issue 36's texts; the rest ours).
  pricesChanged: 'Los precios cambiaron. Revisá tu carrito.',
  productOutsideWindow: '{producto} se vende {ventana}.',
  productAvailableWindow: PRODUCT_AVAILABLE_WINDOW,
  promotionNameRequired: 'El nombre de la promoción es obligatorio',
  promotionNameTooLong: 'El nombre de la promoción admite hasta 60 caracteres',
  promotionKindInvalid: 'El tipo de promoción debe ser porcentaje, nxm, precio_fijo o monto_minimo',
  promotionWindowInvalid: 'El horario no es válido: elegí al menos un día y horas HH:MM de inicio y fin distintas',
  promotionProductsRequired: 'Debes elegir al menos un producto o una categoría',
  promotionPercentageInvalid: 'El porcentaje debe ser un número de 1 a 100',
  promotionNxmInvalid: 'En un NxM se llevan de 2 a 10 unidades y se pagan menos (2x1, 3x2)',
  promotionFixedPriceInvalid: 'El precio fijo debe ser mayor a cero',
  promotionMinimumInvalid: 'Indicá el monto mínimo y un porcentaje o un monto de descuento',
  promotionDatesInvalid:
    'Las fechas deben tener el formato aaaa-mm-dd y la de fin no puede ser anterior a la de inicio',
  promotionNotFound: 'La promoción no existe',
  sellingWindowTargetInvalid: 'Cada horario de venta es de un producto o de una categoría',

  // Ours: what a request with no message of its own is told, instead of the validator's English.
  inputInvalid: 'Datos inválidos',
  inputNotObject: 'Los datos enviados deben ser un objeto JSON',
  inputMissing: 'Falta completar un dato obligatorio',
  inputTooLong: 'Uno de los datos es demasiado largo',
  inputTooMany: 'Se enviaron demasiados elementos',
  // Orders staff take, cash and the day's drawer (issue 34).
  phoneInvalid: 'Ingresá un teléfono válido.',
  customerNameRequired: 'Ingresá el nombre del cliente.',
  channelInvalid: 'Elegí el canal del pedido.',
  paymentMethodInvalid: 'Elegí cómo se paga.',
  payWithTooLow: 'Con ese monto no alcanza para pagar el pedido.',
  cashNotAllowedNoShows: 'Por pedidos no retirados, este pedido se paga online.',
  cashOnPickupOff: 'Este local no acepta pagos en efectivo por la web.',
  cashOverLimit: 'Este pedido supera el máximo para pagar en efectivo: se paga online.',
  cashNeedsActivatedEmail: 'Para pagar en efectivo activá tu email.',
  cashAlreadyPaid: 'Este pedido ya está cobrado.',
  cashReceivedTooLow: 'Lo recibido no alcanza para cobrar el pedido.',
  cashClosed: 'Esta caja ya está cerrada.',
  lastOrderLookupEmpty: 'Ingresá un teléfono o un email.',
  lastOrderNone: 'Este cliente no tiene pedidos anteriores.',
  cashDeskSettingsEmpty: 'Indicá si los empleados ven la caja o el fondo inicial.',
  cashDayInvalid: 'Ingresá un día válido (AAAA-MM-DD).',
  amountInvalid: 'Ingresá un monto válido.',
  noShowTooEarly: 'Todavía no pasó una hora desde el horario prometido.',
  noShowNotReady: 'Sólo un pedido listo y no entregado puede marcarse como no retirado.',
} as const;

export type MessageKey = keyof typeof MSG;
export type Message = (typeof MSG)[MessageKey];
