import { z } from 'zod';
import { MSG } from '@burgers/domain/messages';
import { idFieldWith } from '@burgers/domain/schemas/fields';

/**
 * The path of every route that takes an `:id`: a database id (domain `idFieldWith`). Each resource
 * keeps its own Spanish sentence for a bad one ("Identificador de producto inválido"), so the message
 * is the only thing a route chooses.
 */
export function idParams(message: string = MSG.idInvalid) {
  return z.object({ id: idFieldWith(message) });
}
