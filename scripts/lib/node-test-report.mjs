/**
 * A reporter for Node's test runner (`node --test --test-reporter=./scripts/lib/node-test-report.mjs`)
 * that writes the counts and failures in the shape of Jest's `--json` report, so `npm test` counts
 * the scripts' own tests with the same reader as every workspace's.
 */
export default async function* nodeTestReport(source) {
  const assertionResults = [];
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    // Suites are reported as tests too: count the leaves only.
    if (event.data.details?.type === 'suite') continue;
    const status =
      event.data.skip || event.data.todo
        ? 'pending'
        : event.type === 'test:pass'
          ? 'passed'
          : 'failed';
    const error = event.data.details?.error;
    assertionResults.push({
      title: event.data.name,
      fullName: `${event.data.file ?? ''} ${event.data.name}`.trim(),
      status,
      failureMessages: error ? [String(error.cause?.stack ?? error.cause ?? error.message)] : [],
    });
  }
  const count = (status) => assertionResults.filter((test) => test.status === status).length;
  const failed = count('failed');
  yield JSON.stringify({
    numPassedTests: count('passed'),
    numFailedTests: failed,
    numPendingTests: count('pending'),
    numTodoTests: 0,
    numRuntimeErrorTestSuites: 0,
    testResults: [
      {
        name: 'scripts',
        status: failed > 0 ? 'failed' : 'passed',
        message: '',
        assertionResults,
      },
    ],
  });
}
