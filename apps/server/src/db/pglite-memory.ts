/**
 * PGlite's page cache (`shared_buffers`), in MB. PostgreSQL's default of 128 MB is made for a server
 * of its own: inside our process PGlite zeroes it at start and it stays resident, while pages it does
 * not hold come from the operating system's file cache. Decision 0013 has the measurements.
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;
