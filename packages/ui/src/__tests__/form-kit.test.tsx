import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInSchema } from '@site/contracts/admin';
import {
  errorIdOf,
  fieldIds,
  useFieldErrors,
  useFormFailure,
  useFormKit,
  validateFields,
  type Refusal,
} from '../form-kit';

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

  it('shows the API’s refusal at the form’s own fields, else in the form’s alert', async () => {
    function Reply({ refusal }: { refusal: Refusal }) {
      const { fields, failure, alertRef, start, refuseWith } = useFormKit(
        fieldIds('reply', ['body'] as const),
      );
      return (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            start();
            refuseWith(refusal);
          }}
        >
          {failure && (
            <p ref={alertRef} role="alert" tabIndex={-1}>
              {failure}
            </p>
          )}
          <label htmlFor="reply-body">Reply</label>
          <textarea {...fields.control('body')} />
          {fields.errors.body && <p id={fields.errorId('body')}>{fields.errors.body}</p>}
          <button type="submit">Send</button>
        </form>
      );
    }
    const { rerender } = render(
      <Reply refusal={{ fields: { body: 'Too long.' }, message: 'Too long.' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Reply')).toHaveFocus();
    expect(screen.getByLabelText('Reply')).toHaveAccessibleDescription('Too long.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A field the form does not have (or none): the message goes to the alert, never lost.
    rerender(<Reply refusal={{ fields: { version: 'Stale.' }, message: 'Saved elsewhere.' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved elsewhere.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Reply')).not.toHaveAttribute('aria-invalid');
  });
});
