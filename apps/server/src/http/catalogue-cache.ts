import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '#db/client';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers are grouped by what they are built from, so a new review does not drop the menu. The
 * server-rendered pages ('pages') show several of them and go whenever any group goes.
 */
export type CacheGroup = 'products' | 'coupons' | 'reviews' | 'pages';

/** The channel the database triggers of migration 0005 notify on; the payload is the table. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
const SYNC_PREFIX = 'sync:';

const GROUP_OF_TABLE: Record<string, CacheGroup> = {
  products: 'products',
  product_components: 'products',
  product_option_groups: 'products',
  product_options: 'products',
  coupons: 'coupons',
  coupon_products: 'coupons',
  reviews: 'reviews',
};

/** One answer, serialised and compressed once, served as bytes until what it shows changes. */
interface CachedAnswer {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface CatalogueCacheOptions {
  /** Answers kept at most; the oldest go first (searches could otherwise grow memory without end). */
  maxEntries?: number;
}

/** Brotli 11 is worth its time for menu-sized answers; a huge one is compressed quickly instead. */
const MAX_BEST_QUALITY_BYTES = 256 * 1024;

/** A body kept as it is (a rendered page), where any other value is kept as its JSON. */
export class TextBody {
  constructor(readonly text: string) {}
}

async function compressAnswer(value: unknown): Promise<CachedAnswer> {
  const identity = Buffer.from(value instanceof TextBody ? value.text : JSON.stringify(value));
  const quality = identity.length <= MAX_BEST_QUALITY_BYTES ? zlib.BROTLI_MAX_QUALITY : 5;
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br, gzip: gz, etag };
}

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Public catalogue answers kept as ready-to-send bytes. An entry is built on its first request
 * and dropped when the database announces a change to a table it is built from. Builds in
 * flight when a change arrives are dropped with the rest, so an answer read before a commit is
 * never kept after it.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Promise<CachedAnswer | undefined>>();
  private readonly syncWaiters = new Map<string, () => void>();
  private readonly maxEntries: number;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    options: CatalogueCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
  }

  /** Starts listening for changes; until then nothing is cached. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      CATALOGUE_CHANNEL,
      (payload) => this.onNotification(payload),
      // A (re)connected listener may have missed changes: start from nothing.
      () => this.dropAll(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.dropAll();
  }

  get size(): number {
    return this.entries.size;
  }

  dropAll(): void {
    this.entries.clear();
  }

  drop(group: CacheGroup): void {
    for (const key of this.entries.keys()) {
      if (key.startsWith(`${group} `) || key.startsWith('pages ')) this.entries.delete(key);
    }
  }

  private onNotification(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.syncWaiters.get(payload)?.();
      return;
    }
    const group = GROUP_OF_TABLE[payload];
    if (group) this.drop(group);
    else this.dropAll();
  }

  /**
   * Resolves once every change committed before the call has been applied to this instance's
   * copy: NOTIFY reaches listeners in commit order, so our own marker arriving means the earlier
   * ones did. A write's response waits for it, so its author never reads the old menu back.
   */
  async sync(timeoutMs = 2000): Promise<void> {
    if (this.entries.size === 0 || !this.unlisten) return;
    const marker = `${SYNC_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve) => {
        this.syncWaiters.set(marker, resolve);
        timer = setTimeout(() => {
          // The listener is late or gone: forget everything rather than risk an old answer.
          this.dropAll();
          resolve();
        }, timeoutMs);
        this.database.notify(CATALOGUE_CHANNEL, marker).catch(() => {
          this.dropAll();
          resolve();
        });
      });
    } finally {
      clearTimeout(timer);
      this.syncWaiters.delete(marker);
    }
  }

  /**
   * Sends the cached answer of `group`/`key`, building it with `build` on a miss. `build`
   * answers undefined for an answer that must not be kept (it is then not sent either) and
   * `serve` resolves false, leaving the reply to the caller. A `TextBody` is sent as `type`.
   */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    group: CacheGroup,
    key: string,
    build: () => Promise<unknown>,
    type = 'application/json; charset=utf-8',
  ): Promise<boolean> {
    const answer = await this.lookup(`${group} ${key}`, build);
    if (!answer) return false;
    void reply
      .header('etag', answer.etag)
      .header('vary', 'accept-encoding')
      // Browsers keep the bytes and ask again each time: a 304 costs a header, never a stale menu.
      .header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      await reply.status(304).send();
      return true;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply.type(type);
    if (encoding) void reply.header('content-encoding', encoding);
    await reply.send(encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity);
    return true;
  }

  private async lookup(key: string, build: () => Promise<unknown>): Promise<CachedAnswer | undefined> {
    if (!this.unlisten) {
      const value = await build();
      return value === undefined ? undefined : compressAnswer(value);
    }
    let entry = this.entries.get(key);
    if (!entry) {
      entry = build().then((value) => (value === undefined ? undefined : compressAnswer(value)));
      this.entries.set(key, entry);
      // A failed or uncacheable build is not kept; only the same promise is removed, never a newer one.
      entry.then(
        (answer) => {
          if (!answer && this.entries.get(key) === entry) this.entries.delete(key);
        },
        () => {
          if (this.entries.get(key) === entry) this.entries.delete(key);
        },
      );
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return entry;
  }
}
