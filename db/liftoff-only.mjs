/**
 * Node.js flags that keep V8's WebAssembly on its baseline compiler (Liftoff) alone: both are needed, with either
 * one V8 still tiers hot functions up. For processes that open the embedded database briefly (initdb, the admin
 * command line, the API tests' workers and servers): V8 13's optimising compile of PostgreSQL's parser costs
 * ~600 MB and seconds they never win back (docs/decisions/node24-tuning.md).
 */
export const LIFTOFF_ONLY_NODE_ARGS = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];
