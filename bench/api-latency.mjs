// Latency and throughput of the storefront's hottest reads against a running server.
//   BASE=http://localhost:3000 node bench/api-latency.mjs
// Bounded: each scenario runs CONCURRENCY clients for SECONDS seconds, on this machine only.
const base = process.env.BASE ?? 'http://localhost:3000';
const seconds = Number(process.env.SECONDS ?? 5);
const concurrency = Number(process.env.CONCURRENCY ?? 16);

const scenarios = [
  ['menu (all products)', '/api/products'],
  ['menu search', '/api/products?name=clasica&order=desc'],
  ['burgers, veggie', '/api/products?category=burgers&isVeggie=true'],
  ['coupons', '/api/coupons'],
  ['reviews', '/api/reviews'],
  ['storefront page', '/menu'],
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(path) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  async function client() {
    while (performance.now() < deadline) {
      const start = performance.now();
      const response = await fetch(base + path, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      if (!response.ok) errors++;
      latencies.push(performance.now() - start);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    errors,
  };
}

console.log(`${base}, ${concurrency} clients, ${seconds} s per scenario`);
for (const [name, path] of scenarios) {
  const r = await run(path);
  console.log(`${name.padEnd(22)} ${String(r.perSecond).padStart(6)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  errors ${r.errors}`);
}
