import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const shown = 10;

/** Prints the slowest journeys after the run, so a journey that grows slow is seen and split. */
export default class SlowestJourneysReporter implements Reporter {
  private readonly timings: { name: string; duration: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.timings.push({
      name: `${test.location.file.split('/').pop()}:${test.location.line} ${test.title}`,
      duration: result.duration,
    });
  }

  onEnd() {
    const slowest = this.timings.sort((a, b) => b.duration - a.duration).slice(0, shown);
    if (slowest.length === 0) return;
    console.log(`\nSlowest ${slowest.length} journeys:`);
    for (const { name, duration } of slowest) console.log(`${(duration / 1000).toFixed(2).padStart(7)} s  ${name}`);
  }

  printsToStdio() {
    return false;
  }
}
