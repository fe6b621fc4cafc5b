// Creates a new PGlite data directory (initdb) and exits: run in a child process by db/client.ts, so
// that initdb's memory (~500 MB of WebAssembly heap that is never given back) leaves with it.
import { PGlite } from '@electric-sql/pglite';

const client = await PGlite.create(process.argv[2]);
await client.close();
