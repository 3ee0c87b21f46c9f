import { idFieldWith } from './fields';
import { z } from './zod';
import { MSG } from '../messages';

/**
 * The path of every route that takes an `:id`: a database id (`idFieldWith`). Each resource keeps
 * its own Spanish sentence for a bad one ("Identificador de producto inválido"), so the message is
 * the only thing a route chooses.
 */
export function idParams(message: string = MSG.idInvalid) {
  return z.object({ id: idFieldWith(message) });
}
