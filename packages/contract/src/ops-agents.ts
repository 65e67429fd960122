/** The console's agents calls (issue 19): filled in by this area's work. */
export {};
