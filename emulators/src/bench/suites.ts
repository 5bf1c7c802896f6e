/**
 * Which of the bench's sections run on which suite. The analytics section adds 10,000 orders and
 * measures on them; the Firestore emulator's cost of a query grows with every document it has held
 * (a deployed Firestore reads an index), so after the other sections' 40,000 documents and 5,000
 * filler tools its figure was the emulator's history, not the dashboard's: 529 ms at 10 clients in
 * a full bench, 207 ms on a suite holding the demo shop and the section's own orders. It runs on a
 * suite of its own, started fresh as the first one was.
 */
export const BENCH_SECTIONS = ['modules', 'downloads', 'lighthouse', 'api', 'reads', 'analytics'] as const;
export type BenchSection = (typeof BENCH_SECTIONS)[number];

/** Sections measured on a suite of their own, after the others. */
const OWN_SUITE: readonly BenchSection[] = ['analytics'];

/** BENCH_ONLY's list (every section when unset), checked. */
export function sectionsAsked(only: string | undefined): BenchSection[] {
  if (only === undefined || only.trim() === '') return [...BENCH_SECTIONS];
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(BENCH_SECTIONS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`BENCH_ONLY names no section ${unknown.join(', ')}: choose from ${BENCH_SECTIONS.join(', ')}`);
  }
  return BENCH_SECTIONS.filter((section) => names.includes(section));
}

/** The suites a run needs, in order: each the sections measured on it (none empty). */
export function suitesFor(sections: readonly BenchSection[]): BenchSection[][] {
  const shared = sections.filter((section) => !OWN_SUITE.includes(section));
  const own = sections.filter((section) => OWN_SUITE.includes(section)).map((section) => [section]);
  return [shared, ...own].filter((suite) => suite.length > 0);
}
