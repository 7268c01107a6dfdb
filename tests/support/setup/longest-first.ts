import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest in their layer, started first so none of them is the last to end
 * (on a fresh clone vitest has no timings and runs files in path order). Their times are in
 * docs/performance/test-suite.md.
 */
const LONGEST_FIRST = [
  'e2e/dev-server.test.ts',
  // one process running every bench step (about a minute): last, it left the other worker idle
  'e2e/bench-steps.test.ts',
  'e2e/organizer-journey.test.ts',
  'e2e/admin-dashboard.test.ts',
  'functions/waitlist.test.ts',
  'functions/organizers.test.ts',
  'functions/cancel-date.test.ts',
  'functions/seats-holds.test.ts',
  'functions/ticket-types.test.ts',
  'functions/mail.test.ts',
  'functions/transfer.test.ts',
  'functions/seats-race.test.ts',
  'functions/payments-webhook-security.test.ts',
  'functions/payments-webhook-flows.test.ts',
  'functions/show-dates.test.ts',
  'rules/access-matrix.test.ts',
  'rules/organizers.test.ts',
  'web/tickets-holds.test.tsx',
  'web/tickets-list.test.tsx',
];

function rank(spec: TestSpecification): number {
  const index = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/tests/${file}`));
  return index < 0 ? LONGEST_FIRST.length : index;
}

/** Vitest's order (groups, projects, then last run's timings), with the files above first in their project. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectAt = new Map<string, number>();
    sorted.forEach((spec, index) => {
      if (!projectAt.has(spec.project.name)) projectAt.set(spec.project.name, index);
    });
    const key = (spec: TestSpecification, index: number) => [projectAt.get(spec.project.name)!, rank(spec), index];
    return sorted
      .map((spec, index) => ({ spec, key: key(spec, index) }))
      .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!)
      .map(({ spec }) => spec);
  }
}
