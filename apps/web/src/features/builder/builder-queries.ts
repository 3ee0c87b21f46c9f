import { queryOptions } from '@tanstack/react-query';
import type { BurgerBase, Ingredient } from '@burgers/domain/types';
import { api } from '../../api/client';

async function logged<T>(load: Promise<T>, what: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // SPEC §8: data-fetch failures are only logged.
    console.error(`No se pudieron cargar ${what}`, error);
    throw error;
  }
}

export const basesQuery = queryOptions({
  queryKey: ['burgerBase'],
  queryFn: ({ signal }) => logged(api<BurgerBase[]>('/burgerBase', { signal }), 'las bases'),
});

export const ingredientsQuery = queryOptions({
  queryKey: ['ingredients'],
  queryFn: ({ signal }) => logged(api<Ingredient[]>('/ingredients', { signal }), 'los ingredientes'),
});
