import type { Gauge } from 'prom-client';

export type StreamRefusal = 'per-address' | 'total';

/**
 * Public live streams open on this instance, per client address and in all: each holds a
 * connection and a file for as long as the screen stays, so one client cannot take them all (and
 * with them the health check's and the metrics' room). Counted per instance, as the connections
 * themselves are; every open one is in `burgers_live_streams_open`.
 */
export function createStreamCaps(limits: { perAddress: number; total: number }, gauge: Gauge) {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    /** A release function for the stream taken, or why it may not be opened. */
    take(address: string): (() => void) | StreamRefusal {
      if (total >= limits.total) return 'total';
      const held = byAddress.get(address) ?? 0;
      if (held >= limits.perAddress) return 'per-address';
      byAddress.set(address, held + 1);
      total += 1;
      gauge.inc();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        gauge.dec();
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
  };
}

export type StreamCaps = ReturnType<typeof createStreamCaps>;
