import { ParseSpeeds } from 'pdf-lib';

/**
 * How often pdf-lib hands the event loop back while it reads or writes a PDF. Its defaults (every 100 objects
 * read, every 50 written) wait a timer tick (at least 1 ms) each time: the corpus book's parts are tens of
 * thousands of objects, so reading and saving them spent much of their time waiting. Every 1,500 objects still
 * lets the other print lanes' messages through; the bytes do not depend on it.
 */
export const LOAD_OPTIONS = { updateMetadata: false, parseSpeed: ParseSpeeds.Fast } as const;
export const SAVE_OBJECTS_PER_TICK = 1500;
