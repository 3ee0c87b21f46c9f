/** A letters-only surname no other test uses, so a row or a review can be found by it. */
export function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let tail = '';
  while (n > 0) {
    tail += letters[n % 26];
    n = Math.floor(n / 26);
  }
  return `Prueba${tail.slice(0, 6)}`;
}
