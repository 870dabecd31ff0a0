import { passwordMessages, passwordProblem } from '../owner-password';

describe("the owner's password rule", () => {
  const common = new Set(['password1234', '123456789012']);
  const isCommon = (lower: string) => common.has(lower);

  it('takes a long password that is none of the refused kinds', () => {
    expect(passwordProblem('river stones at dawn', { username: 'jordan', isCommon })).toBeNull();
  });

  it.each([
    ['nothing', '', passwordMessages.tooShort],
    ['11 characters', 'elevenchars', passwordMessages.tooShort],
    ['1001 characters', 'x'.repeat(1001), passwordMessages.tooLong],
  ])('refuses %s by its length', (_label, password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('takes exactly 12 characters', () => {
    expect(passwordProblem('tw3lve-chars')).toBeNull();
  });

  it.each(['jordan-rivers-2026', 'my JORDAN password', 'xxJordanxxxxx'])(
    'refuses %j, which contains the username in any case',
    (password) => {
      expect(passwordProblem(password, { username: 'Jordan' })).toBe(
        passwordMessages.containsUsername,
      );
    },
  );

  it.each(['aaaaaaaaaaaa', 'abababababab', 'abcdabcdabcdabcd', '111111111111'])(
    'refuses %j, one group of characters repeated',
    (password) => {
      expect(passwordProblem(password)).toBe(passwordMessages.repeated);
    },
  );

  it('refuses a password on the common list, in any case', () => {
    expect(passwordProblem('Password1234', { isCommon })).toBe(passwordMessages.common);
    expect(passwordProblem('123456789012', { isCommon })).toBe(passwordMessages.common);
  });

  it('leaves the common list to whoever holds it (the browser does not)', () => {
    expect(passwordProblem('password1234')).toBeNull();
  });
});
