/** The console's brand calls (issue 19): filled in by this area's work. */
export {};
