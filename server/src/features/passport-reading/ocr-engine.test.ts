import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type IdleTimers, ocrEngine } from './ocr-engine';
import { findZone, zonePicture } from './preprocess';

/** Timers the test fires by hand: the engine's idle release without waiting for it. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: IdleTimers = {
    set: (callback) => {
      pending.set(++next, callback);
      return next;
    },
    clear: (handle) => pending.delete(handle as number),
  };
  const fire = () => {
    for (const [handle, callback] of [...pending]) {
      pending.delete(handle);
      callback();
    }
  };
  return { timers, fire, pending };
}

describe('the OCR engine', () => {
  it('loads on first use, stays while reads come, and is released after the idle time', async () => {
    const { timers, fire, pending } = manualTimers();
    const engine = ocrEngine({ idleMs: 30_000, timers });
    expect(engine.loaded).toBe(false);
    const zone = await findZone(
      readFileSync(new URL('../../../test/fixtures/passports/specimen-1.jpg', import.meta.url)),
    );
    const picture = await zonePicture(zone!, 38);
    const [first, second] = await Promise.all([engine.read(picture), engine.read(picture)]);
    expect(first).toContain('ERIKSSON');
    expect(second).toBe(first);
    expect(engine.loaded).toBe(true);
    expect(pending.size).toBe(1);
    fire();
    expect(engine.loaded).toBe(false);
    expect(await engine.read(picture)).toBe(first);
    await engine.close();
    expect(engine.loaded).toBe(false);
  }, 60_000);
});
