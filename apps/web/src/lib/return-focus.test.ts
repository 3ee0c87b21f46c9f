import { afterEach, describe, expect, it } from 'vitest';
import { returnFocusIfLost } from './return-focus';

function button(label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('returnFocusIfLost', () => {
  it('gives the focus back to the button that opened the popup once the popup has taken it away', () => {
    const save = button('Guardar cambios');
    const popupButton = button('Aceptar');
    popupButton.focus();
    popupButton.remove();
    returnFocusIfLost(save);
    expect(document.activeElement).toBe(save);
  });

  it('leaves the focus on a field the person has moved to', () => {
    const save = button('Guardar cambios');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    returnFocusIfLost(save);
    expect(document.activeElement).toBe(field);
  });

  it('does nothing for an element no longer on the page', () => {
    const save = button('Guardar cambios');
    save.remove();
    returnFocusIfLost(save);
    expect(document.activeElement).toBe(document.body);
  });
});
