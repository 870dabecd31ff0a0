import { passwordMessages } from '@site/contracts/owner-password';
import { isCommonPassword, passwordProblem, retryAfterSeconds, signInDelayMs } from './owner-auth';

describe('the username’s slowdown', () => {
  const settings = { maxFailures: 5, slowdownStepMs: 250, slowdownMaxMs: 5_000 };

  it('starts at the limit, doubles with each further failure, and stops at its cap', () => {
    expect([0, 4, 5, 6, 7, 8, 9].map((n) => signInDelayMs(n, settings))).toEqual([
      0, 0, 250, 500, 1_000, 2_000, 4_000,
    ]);
    expect(signInDelayMs(10, settings)).toBe(5_000);
    // However many failures an attacker piles up, the owner waits no longer.
    expect(signInDelayMs(1_000_000, settings)).toBe(5_000);
  });
});

describe('the Retry-After of a refused address', () => {
  it('is always past the lock’s end, never its exact second', () => {
    for (let i = 0; i < 200; i += 1) {
      const seconds = retryAfterSeconds(600_000);
      expect(seconds).toBeGreaterThanOrEqual(615);
      expect(seconds).toBeLessThanOrEqual(675);
    }
  });
});

describe('the common-password list', () => {
  it('holds the common passwords of 12 characters and more that people pick', () => {
    expect(isCommonPassword('password1234')).toBe(true);
    expect(isCommonPassword('123456789012')).toBe(true);
    expect(isCommonPassword('river stones at dawn')).toBe(false);
  });

  it('refuses them as the rule says, with the username too', () => {
    expect(passwordProblem('Password1234', 'jordan')).toBe(passwordMessages.common);
    expect(passwordProblem('jordan-at-the-river', 'jordan')).toBe(
      passwordMessages.containsUsername,
    );
    expect(passwordProblem('river stones at dawn', 'jordan')).toBeNull();
  });
});
