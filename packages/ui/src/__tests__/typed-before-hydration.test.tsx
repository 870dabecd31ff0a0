import { useRef, useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '../use-hydrated';
import { useTypedBeforeHydration } from '../typed-before-hydration';

type Values = { name: string; message: string; topic: string };

/** A form like the site's: controlled fields, a button that waits for the page to be interactive. */
function Form({ keep }: { keep: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ name: '', message: '', topic: 'general' });
  const interactive = useHydrated();
  const adopt = (typed: Record<string, string>) => setValues((now) => ({ ...now, ...typed }));
  useTypedBeforeHydration(formRef, keep ? adopt : () => {});
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });
  return (
    <form ref={formRef} aria-label="Form">
      <input aria-label="Name" {...field('name')} />
      <textarea aria-label="Message" {...field('message')} />
      <select aria-label="Topic" {...field('topic')}>
        <option value="general">General</option>
        <option value="speaking">Speaking</option>
      </select>
      <button type="submit" disabled={!interactive}>
        Send
      </button>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

async function typeThenHydrate(keep: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form keep={keep} />);
  document.body.replaceChildren(container);
  const name = container.querySelector('input')!;
  const message = container.querySelector('textarea')!;
  const topic = container.querySelector('select')!;
  // The visitor types while the page's code is still on its way.
  name.value = 'Robin';
  message.value = 'Typed early';
  topic.value = 'speaking';
  await act(async () => {
    hydrateRoot(container, <Form keep={keep} />);
  });
  return { name, message, topic, state: container.querySelector('output')!.textContent };
}

describe('useTypedBeforeHydration', () => {
  it('keeps what was typed before hydration, on screen and in the form’s state', async () => {
    const { name, message, topic, state } = await typeThenHydrate(true);
    // The page re-rendered once it became interactive (the button's state changed) ...
    expect(document.querySelector('button')).toBeEnabled();
    // ... and nothing typed was written over.
    expect(name.value).toBe('Robin');
    expect(message.value).toBe('Typed early');
    expect(topic.value).toBe('speaking');
    expect(JSON.parse(state!)).toEqual({
      name: 'Robin',
      message: 'Typed early',
      topic: 'speaking',
    });
  });

  it('is needed: without it, the first render after hydration wipes the text', async () => {
    const { name, state } = await typeThenHydrate(false);
    expect(document.querySelector('button')).toBeEnabled();
    expect(name.value).toBe('');
    expect(JSON.parse(state!)).toEqual({ name: '', message: '', topic: 'general' });
  });

  it('adopts nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form keep />);
    document.body.replaceChildren(container);
    await act(async () => {
      hydrateRoot(container, <Form keep />);
    });
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      name: '',
      message: '',
      topic: 'general',
    });
  });
});
