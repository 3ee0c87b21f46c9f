import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { promotionSchema } from './schemas/promotion';
import { messagesOf } from './test-helpers';
import { daysText, sellableAt, windowsText } from './week-windows';

const at = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
const lunch = { days: [1, 2, 3, 4, 5], from: '12:00', to: '16:00' };

describe('selling windows', () => {
  it('reads as the shop writes it', () => {
    expect(windowsText([lunch])).toBe('de lunes a viernes de 12:00 a 16:00');
    expect(daysText([2])).toBe('los martes');
    expect(daysText([0])).toBe('los domingos');
    expect(daysText([1, 3, 5])).toBe('lunes, miércoles y viernes');
    expect(daysText([6, 0])).toBe('sábado y domingo');
    expect(daysText([0, 1, 2, 3, 4, 5, 6])).toBe('todos los días');
    expect(MSG.productAvailableWindow.replace('{ventana}', windowsText([lunch]))).toBe(
      'Disponible de lunes a viernes de 12:00 a 16:00',
    );
  });

  it('a lunch product is on sale from 12:00 to 15:59 on weekdays only, in the store zone', () => {
    expect(sellableAt([lunch], at('2026-11-30T12:00:00'))).toBe(true);
    expect(sellableAt([lunch], at('2026-11-30T15:59:00'))).toBe(true);
    expect(sellableAt([lunch], at('2026-11-30T16:00:00'))).toBe(false);
    expect(sellableAt([lunch], at('2026-11-30T11:59:00'))).toBe(false);
    expect(sellableAt([lunch], at('2026-11-28T13:00:00'))).toBe(false);
    expect(sellableAt([], at('2026-11-28T13:00:00'))).toBe(true);
  });
});

describe('promotion input', () => {
  const valid = {
    name: '2x1 los martes',
    kind: 'nxm',
    buy: 2,
    pay: 1,
    productIds: [1],
    days: [2],
    from: '00:00',
    to: '24:00',
  };

  it('accepts a 2x1 on Tuesdays', () => {
    expect(messagesOf(promotionSchema, valid)).toEqual({});
  });

  it('refuses a bad window, an empty product list and a percentage outside 1 to 100, in Spanish', () => {
    expect(messagesOf(promotionSchema, { ...valid, days: [] }).days).toEqual([MSG.promotionWindowInvalid]);
    expect(messagesOf(promotionSchema, { ...valid, from: '25:00' }).days).toEqual([MSG.promotionWindowInvalid]);
    expect(messagesOf(promotionSchema, { ...valid, from: '12:00', to: '12:00' }).days).toEqual([
      MSG.promotionWindowInvalid,
    ]);
    expect(messagesOf(promotionSchema, { ...valid, productIds: [] }).productIds).toEqual([
      MSG.promotionProductsRequired,
    ]);
    const percent = { ...valid, kind: 'porcentaje', buy: null, pay: null };
    expect(messagesOf(promotionSchema, { ...percent, percentage: 0 }).percentage).toEqual([
      MSG.promotionPercentageInvalid,
    ]);
    expect(messagesOf(promotionSchema, { ...percent, percentage: 101 }).percentage).toEqual([
      MSG.promotionPercentageInvalid,
    ]);
    expect(messagesOf(promotionSchema, { ...percent, percentage: 100 })).toEqual({});
    expect(messagesOf(promotionSchema, { ...percent, percentage: 1 })).toEqual({});
    expect(messagesOf(promotionSchema, { ...valid, pay: 2 }).buy).toEqual([MSG.promotionNxmInvalid]);
  });
});
