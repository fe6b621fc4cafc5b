import { describe, expect, it } from 'vitest';
import { widenedTickShape } from './next-tick-shape';

describe('the widened next-tick shape', () => {
  it("finds Node's async id symbols, so it is not silently inert on this Node", () => {
    const shape = widenedTickShape ?? {};
    expect(Object.getOwnPropertySymbols(shape).map((symbol) => symbol.description)).toEqual([
      'async_id_symbol',
      'trigger_async_id_symbol',
    ]);
    expect(Object.keys(shape)).toEqual(['callback', 'args']);
  });
});
