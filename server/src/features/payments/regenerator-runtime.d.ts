/** Sets the global regeneratorRuntime that @pdf-lib/fontkit's compiled generators call; it exports nothing used. */
declare module 'regenerator-runtime/runtime.js';
