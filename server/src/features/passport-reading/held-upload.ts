import type { Readable } from 'node:stream';
import type { FileStorage } from '../../lib/storage';

/**
 * A FileStorage that keeps the one file it is given in memory: the documents module's upload checks (size, type
 * by content) run as for a vault upload, and nothing is written anywhere.
 */
export class HeldUpload implements FileStorage {
  private held: Buffer | undefined;

  get data(): Buffer {
    if (!this.held) throw new Error('no file was received');
    return this.held;
  }

  async put(data: Readable): Promise<{ key: string; size: number }> {
    const chunks: Buffer[] = [];
    for await (const chunk of data) chunks.push(chunk as Buffer);
    this.held = Buffer.concat(chunks);
    return { key: 'held', size: this.held.length };
  }

  async get(): Promise<undefined> {
    return undefined;
  }

  async remove(): Promise<void> {
    this.held = undefined;
  }

  async *list(): AsyncIterable<{ key: string; writtenAt: Date }> {}

  async removePartials(): Promise<number> {
    return 0;
  }
}
