import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInSchema } from '@site/contracts/admin';
import { errorIdOf, useFieldErrors, useFormFailure, validateFields } from '../form-kit';

const ids = { username: 'kit-username', password: 'kit-password' } as const;

/** A form built on the kit as the site's are: its schema's messages, aria wiring, focus. */
function SignIn({ apiRefusal }: { apiRefusal?: Record<string, string> }) {
  const fields = useFieldErrors(ids);
  const { failure, fail, alertRef } = useFormFailure();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const request = fields.check(signInSchema, Object.fromEntries(form));
        if (!request) return;
        if (apiRefusal) fields.refuse(apiRefusal);
        else fail('Signing in did not work.');
      }}
    >
      {failure && (
        <p ref={alertRef} role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      {(Object.keys(ids) as (keyof typeof ids)[]).map((field) => (
        <div key={field}>
          <label htmlFor={ids[field]}>{field}</label>
          <input name={field} {...fields.control(field)} />
          {fields.errors[field] && <p id={fields.errorId(field)}>{fields.errors[field]}</p>}
        </div>
      ))}
      <button type="submit">Sign In</button>
    </form>
  );
}

describe('the form kit', () => {
  it('shows each refused field’s message, wires it to its control and focuses the first', async () => {
    render(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const username = screen.getByLabelText('username');
    const password = screen.getByLabelText('password');
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter your username');
    expect(password).toHaveAccessibleDescription('Please enter your password');

    await userEvent.type(username, 'owner');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(password).toHaveFocus();
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(username).not.toHaveAttribute('aria-describedby');
  });

  it('shows the API’s field errors the same way', async () => {
    render(<SignIn apiRefusal={{ password: 'Too short.' }} />);
    await userEvent.type(screen.getByLabelText('username'), 'owner');
    await userEvent.type(screen.getByLabelText('password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('password')).toHaveFocus();
    expect(screen.getByLabelText('password')).toHaveAccessibleDescription('Too short.');
  });

  it('announces a failure of the whole form and focuses it every time', async () => {
    render(<SignIn />);
    await userEvent.type(screen.getByLabelText('username'), 'owner');
    await userEvent.type(screen.getByLabelText('password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Signing in did not work.');
    expect(screen.getByRole('alert')).toHaveFocus();
    screen.getByLabelText('password').focus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('gives the cleaned request when nothing is refused', () => {
    expect(validateFields(signInSchema, { username: ' owner ', password: 'p' })).toEqual({
      value: { username: 'owner', password: 'p' },
    });
    expect(errorIdOf('x')).toBe('x-error');
  });
});
