/** Awaits a load and, when it fails, logs 'No se pudieron cargar {what}' before failing the same way. */
export async function logged<T>(load: Promise<T>, what: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // SPEC §8: data-fetch failures are only logged.
    console.error(`No se pudieron cargar ${what}`, error);
    throw error;
  }
}
