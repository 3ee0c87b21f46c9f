/** Server-sent events read through fetch, the way a browser's EventSource would. */

export async function openEvents(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  // A read still pending when a wait times out is kept for the next wait, so no chunk is lost.
  let pending: ReturnType<typeof reader.read> | null = null;

  /** Resolves with the first complete message that matches, or rejects after `ms`. */
  async function next(match: (block: string) => boolean, ms: number): Promise<string> {
    const deadline = Date.now() + ms;
    for (;;) {
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      const found = blocks.find(match);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms`);
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no matching event within ${ms} ms`)), left),
        ),
      ]);
      pending = null;
      if (chunk.done) throw new Error('stream ended');
      buffer += chunk.value;
    }
  }

  return {
    response,
    next,
    close() {
      controller.abort();
    },
  };
}

export const dataOf = (block: string) =>
  JSON.parse(
    block
      .split('\n')
      .find((line) => line.startsWith('data: '))!
      .slice(6),
  ) as { purchaseId: string; status: string };
