import { isRemoval, optionsSummary } from '@burgers/domain/options';
import type { OrderLineOption } from '@burgers/domain/types';
import './line-options.scss';

interface LineOptionsProps {
  options: readonly OrderLineOption[] | undefined;
  note: string | undefined;
  /**
   * The kitchen's way: one option a line, no prices, and removals ("Sin cebolla") in bold
   * uppercase so the cook cannot miss them.
   */
  kitchen?: boolean;
  className?: string;
}

/** The options chosen for a line ('Sin cebolla · Cheddar extra + $ 800') and its note in italics. */
export function LineOptions({ options = [], note = '', kitchen = false, className = '' }: LineOptionsProps) {
  // A stored cart is anyone's to edit: only a text note is shown.
  const text = typeof note === 'string' ? note.trim() : '';
  if (options.length === 0 && !text) return null;
  return (
    <div className={`line-options ${className}`.trim()}>
      {options.length > 0 &&
        (kitchen ? (
          <ul className="line-options__list">
            {options.map((option, index) =>
              isRemoval(option) ? (
                <li key={index}>
                  <strong className="line-options__removal">{option.name.toLocaleUpperCase('es-AR')}</strong>
                </li>
              ) : (
                <li key={index}>{option.name}</li>
              ),
            )}
          </ul>
        ) : (
          <p className="line-options__chosen">{optionsSummary(options)}</p>
        ))}
      {text && (
        <p className="line-options__note">
          <em>{text}</em>
        </p>
      )}
    </div>
  );
}
