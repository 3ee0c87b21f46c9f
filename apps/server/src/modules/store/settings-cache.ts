import type { DatabaseHandle } from '#db/client';
import { STORE_CHANNEL } from './events';
import * as repo from './repo';

/**
 * The store's settings kept in memory, so a checkout does not read the one settings row on every
 * request. Every change is announced on the store channel (NOTIFY, to every instance) and this
 * instance's own writes forget the copy at once; the copy is also forgotten whenever the listening
 * connection comes back (what was announced meanwhile is lost).
 *
 * Only answers that a later step checks again use it: checkout's early refusal (the slot is
 * decided again, on the row read under the slots' lock) and an approval's flags. An answer read
 * while a change arrives is handed to whoever asked before it, and never kept.
 */
export class StoreSettingsCache {
  private kept: Promise<repo.StoreSettings> | null = null;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: DatabaseHandle) {}

  /** Starts listening; until then every read goes to the database. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      STORE_CHANNEL,
      () => this.forget(),
      () => this.forget(),
    );
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    this.forget();
    await unlisten?.();
  }

  /** Drops the copy: the next read goes to the database. */
  forget(): void {
    this.kept = null;
  }

  read(): Promise<repo.StoreSettings> {
    if (!this.unlisten) return repo.readSettings(this.database.db);
    if (this.kept) return this.kept;
    const reading = repo.readSettings(this.database.db);
    this.kept = reading;
    reading.catch(() => {
      if (this.kept === reading) this.kept = null;
    });
    return reading;
  }
}
