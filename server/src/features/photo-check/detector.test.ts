import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FaceDetector, type IdleTimers } from './detector';

/** The detector's life: loaded on first use, one at a time, its weights freed when the idle timer fires. */

/** Timers the test fires by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: IdleTimers = {
    set: (callback) => {
      pending.set(++next, callback);
      return next;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  const fireAll = () => {
    for (const callback of pending.values()) callback();
  };
  return { timers, pending, fireAll };
}

async function rgb(name: string) {
  const file = path.resolve(import.meta.dirname, '../../../test/photos', `${name}.jpg`);
  const { data, info } = await sharp(readFileSync(file)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('the face detector', () => {
  it('loads on first use, answers one face per person, and frees its weights when idle', async () => {
    const clock = manualTimers();
    const detector = new FaceDetector(60_000, clock.timers);
    expect(detector.loaded).toBe(false);
    const [one, two] = await Promise.all([
      detector.faces(await rgb('compliant')),
      detector.faces(await rgb('several-faces')),
    ]);
    expect(detector.loaded).toBe(true);
    expect(one).toHaveLength(1);
    expect(one[0]!.chin.y).toBeGreaterThan(one[0]!.eyes.y);
    expect(two).toHaveLength(2);
    // Only the last detection's idle timer is left.
    expect(clock.pending.size).toBe(1);
    clock.fireAll();
    await expect.poll(() => detector.loaded).toBe(false);
    // And loads again when needed.
    expect(await detector.faces(await rgb('no-face'))).toEqual([]);
    expect(detector.loaded).toBe(true);
  }, 60_000);
});
