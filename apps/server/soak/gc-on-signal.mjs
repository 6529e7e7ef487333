// Loaded into the soak's server process only (node --expose-gc --import): SIGWINCH runs a full
// garbage collection, so the soak reads the heap that is still referenced instead of a point on
// the sawtooth between collections. Production never loads this. SIGWINCH because its default is to
// do nothing and the server's graceful shutdown (close-with-grace) takes SIGUSR2 among its signals.
process.on('SIGWINCH', () => globalThis.gc?.())
