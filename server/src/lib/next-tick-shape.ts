import { AsyncResource } from 'node:async_hooks';
import { Socket } from 'node:net';

const ownSymbol = (object: object, description: string) =>
  Object.getOwnPropertySymbols(object).find((symbol) => symbol.description === description);

const asyncIdSymbol = ownSymbol(new Socket(), 'async_id_symbol');
const triggerAsyncIdSymbol = ownSymbol(new AsyncResource('next-tick-shape'), 'trigger_async_id_symbol');

/**
 * Node 20's `process.nextTick` builds `{ [async_id_symbol], [trigger_async_id_symbol], callback, args }` for each
 * tick, several per HTTP request. V8 widens the two id fields of that shape to doubles at some point of a run, and
 * each widening replaces the shape. When it happens while the server starts, the literal's property definitions
 * have seen too many shapes, turn megamorphic for good, and every tick takes V8's slow runtime path
 * (`Runtime_DefineKeyedOwnPropertyInLiteral` in a profile): about 2 µs of each API request, measured with `perf`.
 * One object of the same shape with double ids, kept alive, widens the fields once up front, so those definitions
 * stay monomorphic. It must be made before Node loads the server's modules: the server process loads this file
 * with `--require` (SERVER_NODE_ARGS in scripts/build.mjs); made from main.js it came too late for two of the four.
 * Inert (undefined) if a later Node names the symbols otherwise. Node 24's tick object has a fifth property
 * (`async_context_frame`), not copied here; the preload still gives 16–20% there (docs/decisions/node24-tuning.md).
 */
export const widenedTickShape =
  asyncIdSymbol && triggerAsyncIdSymbol
    ? { [asyncIdSymbol]: 0.5, [triggerAsyncIdSymbol]: 0.5, callback: () => {}, args: undefined }
    : undefined;
