import type { Reporter, TestModule } from 'vitest/node';

const shown = 10;

/** Prints the slowest tests of the run after Vitest's own summary, so slow tests are seen and split. */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timings = testModules.flatMap((testModule) =>
      [...testModule.children.allTests()].map((test) => ({
        name: `${testModule.project.name} ${testModule.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`,
        duration: test.diagnostic()?.duration ?? 0,
      })),
    );
    const slowest = timings.sort((a, b) => b.duration - a.duration).slice(0, shown);
    if (slowest.length === 0) return;
    console.log(`\nSlowest ${slowest.length} tests:`);
    for (const { name, duration } of slowest) console.log(`${(duration / 1000).toFixed(2).padStart(7)} s  ${name}`);
  }
}
