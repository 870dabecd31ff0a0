require('@testing-library/jest-dom');

// findBy…/waitFor give the page up to 10 s (instead of 1 s) to show what the test waits for: the
// suites of every workspace run at once on a 2-core machine. A page that never shows it still fails.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
